/**
 * @jest-environment jsdom
 */
import type { SanitizedHtml } from '@/lib/content/fields'
import type { Update } from '@/lib/updates/schema'
import { testUpdate } from '@/test/test-update'
import { absoluteUrl } from '@/lib/site/config'
import { updatesAtom, updatesRss } from './feed'
import { categoryTerm, imageMediaType } from './feed-items'
import { DEFAULT_UPDATE_IMAGE } from './images'

const ATOM = 'http://www.w3.org/2005/Atom'

const update = (overrides: Partial<Update> = {}) =>
  testUpdate({ categories: ['Awards', 'Music & "Dance" <live>'], ...overrides })

const UPDATES = [
  update(),
  update({ id: 'two', titleSlug: 'two', images: [], categories: [] }),
  update({
    id: 'three',
    titleSlug: 'three',
    images: [{ imageURL: 'https://storage.googleapis.com/bucket/photo', imageTitle: '' }],
  }),
]

/** Parses XML as a conforming parser would; throws on anything not well-formed. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`Not well-formed: ${error.textContent}`)
  return doc
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.localName === name)
const text = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? ''

describe('updatesAtom', () => {
  const doc = parseXml(updatesAtom(UPDATES))
  const feed = doc.documentElement

  it('has the feed elements RFC 4287 requires', () => {
    expect(feed.namespaceURI).toBe(ATOM)
    expect(feed.localName).toBe('feed')
    expect(text(feed, 'id')).toBe(absoluteUrl('/updates'))
    expect(text(feed, 'title')).toBe('Creative Communities: news')
    expect(new Date(text(feed, 'updated')).toISOString()).toBe('2026-03-21T10:00:00.000Z')
    expect(text(children(feed, 'author')[0]!, 'name')).toBe('Creative Communities')
    const self = children(feed, 'link').find((l) => l.getAttribute('rel') === 'self')
    expect(self?.getAttribute('href')).toBe(absoluteUrl('/updates/atom.xml'))
  })

  it('gives every entry an id, title, updated and link, and every category a term', () => {
    const entries = children(feed, 'entry')
    expect(entries).toHaveLength(3)
    for (const entry of entries) {
      expect(text(entry, 'id')).toMatch(/^http:\/\/localhost:3000\/updates\/[a-z-]+\/[a-z0-9]+$/)
      expect(text(entry, 'title')).toBe('Awards open')
      expect(text(entry, 'updated')).toBe('2026-03-21T10:00:00.000Z')
      const alternate = children(entry, 'link').filter(
        (l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate',
      )
      expect(alternate.map((l) => l.getAttribute('href'))).toEqual([text(entry, 'id')])
      for (const category of children(entry, 'category')) {
        expect(category.getAttribute('term')).toBeTruthy()
      }
    }
    const categories = children(entries[0]!, 'category')
    expect(categories.map((c) => c.getAttribute('term'))).toEqual([
      'awards',
      'music-and-dance-live',
    ])
    expect(categories.map((c) => c.getAttribute('label'))).toEqual([
      'Awards',
      'Music & "Dance" live',
    ])
  })

  it('writes no enclosure with a made-up media type', () => {
    expect(doc.querySelectorAll('link[rel="enclosure"]')).toHaveLength(0)
  })
})

describe('updatesRss', () => {
  const enclosures = new Map([
    ['/demo/a.jpg', { url: absoluteUrl('/demo/a.jpg'), type: 'image/jpeg', length: 12345 }],
    [DEFAULT_UPDATE_IMAGE, null],
  ])
  const doc = parseXml(updatesRss(UPDATES, enclosures))
  const items = [...doc.getElementsByTagName('item')]

  it('is RSS 2.0 with a title, link and description', () => {
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const channel = doc.getElementsByTagName('channel')[0]!
    expect(text(channel, 'title')).toBe('Creative Communities: news')
    expect(text(channel, 'link')).toBe(absoluteUrl('/updates'))
    expect(text(channel, 'description')).toContain('News from Creative Communities')
    expect(items).toHaveLength(3)
  })

  it('gives an enclosure only with a real media type and length', () => {
    const [first, second, third] = items.map((i) => children(i, 'enclosure'))
    expect(first).toHaveLength(1)
    expect(first![0]!.getAttribute('url')).toBe(absoluteUrl('/demo/a.jpg'))
    expect(first![0]!.getAttribute('type')).toBe('image/jpeg')
    expect(first![0]!.getAttribute('length')).toBe('12345')
    // Unknown sizes: no enclosure rather than length="0".
    expect(second).toHaveLength(0)
    expect(third).toHaveLength(0)
  })

  it('keeps categories as their text', () => {
    expect(children(items[0]!, 'category').map((c) => c.textContent)).toEqual([
      'Awards',
      'Music & "Dance" <live>',
    ])
  })
})

describe('imageMediaType', () => {
  it('names the registered type, not the extension', () => {
    expect(imageMediaType('/demo/a.jpg')).toBe('image/jpeg')
    expect(imageMediaType('/demo/a.JPEG')).toBe('image/jpeg')
    expect(imageMediaType('https://x.test/a.webp?alt=media')).toBe('image/webp')
    expect(imageMediaType('/demo/a.png')).toBe('image/png')
    expect(imageMediaType('https://storage.googleapis.com/b/o/abc')).toBeUndefined()
    expect(imageMediaType('/file.bmpx')).toBeUndefined()
  })
})

describe('categoryTerm', () => {
  it('is the slug of the category, or the encoded name when that is empty', () => {
    expect(categoryTerm('Arts & Crafts')).toBe('arts-and-crafts')
    expect(categoryTerm('Café Cantée')).toBe('cafe-cantee')
    expect(categoryTerm('★')).toBe('%E2%98%85')
  })
})

describe('plain text in both feeds', () => {
  const awkward = update({
    title: 'Fun for Under <5s & carers\x0b',
    shortDescription: 'Bring a <b>grown-up</b>\u0008',
    categories: ['Under <5s', 'Tab\x0bbed'],
  })

  /** What a reader shows for an HTML text construct: the markup decoded as HTML. */
  const asHtml = (html: string) => {
    const div = document.createElement('div')
    div.innerHTML = html
    return div.textContent
  }

  it('stays well-formed XML and reads as the text typed, without control characters', () => {
    const atom = parseXml(updatesAtom([awkward])).documentElement
    const entry = children(atom, 'entry')[0]!
    expect(asHtml(text(entry, 'title'))).toBe('Fun for Under <5s & carers')
    expect(asHtml(text(entry, 'summary'))).toBe('Bring a <b>grown-up</b>')
    expect(children(entry, 'category').map((c) => c.getAttribute('term'))).toEqual([
      'under-5s',
      'tab-bed',
    ])

    const item = parseXml(updatesRss([awkward], new Map())).getElementsByTagName('item')[0]!
    expect(text(item, 'title')).toBe('Fun for Under <5s & carers')
    expect(asHtml(text(item, 'description'))).toBe('Bring a <b>grown-up</b>')
    expect(children(item, 'category').map((c) => c.textContent)).toEqual(['Under <5s', 'Tabbed'])
  })
})

describe("']]>' in both feeds", () => {
  // The feed package writes titles and content as CDATA, which ']]>' ends. It (through
  // xml-js) splits the first ']]>' of each value only, so a second one ended the section
  // early and the rest of the title was read as markup: an element of the writer's choosing
  // in every reader's copy of the feed, or a feed no reader could parse.
  const title = 'a]]>b]]><evil>injected</evil><![CDATA[c'
  const content = '<p>x]]>y</p>]]><evil/><![CDATA[<p>z</p>'
  // Stored HTML is sanitised, which writes '>' in text and attributes as &gt;: the content is
  // checked all the same.
  const awkward = update({ title, description: content as SanitizedHtml })

  it('keeps the RSS title and content whole, with no element added', () => {
    const doc = parseXml(updatesRss([awkward], new Map()))
    const item = doc.getElementsByTagName('item')[0]!
    expect(text(item, 'title')).toBe(title)
    expect(text(item, 'encoded')).toBe(content)
    expect(doc.getElementsByTagName('evil')).toHaveLength(0)
  })

  it('keeps one, several and adjacent ones', () => {
    for (const odd of [']]>', ']]>]]>]]>', ']]]>>]]]]>', 'x]]', '>']) {
      const rss = parseXml(
        updatesRss([update({ title: odd, description: odd as SanitizedHtml })], new Map()),
      )
      const item = rss.getElementsByTagName('item')[0]!
      expect([text(item, 'title'), text(item, 'encoded')]).toEqual([odd, odd])
      const atom = parseXml(
        updatesAtom([update({ title: odd, description: odd as SanitizedHtml })]),
      )
      expect(text(children(atom.documentElement, 'entry')[0]!, 'content')).toBe(odd)
    }
  })

  it('keeps the Atom title and content whole, with no element added', () => {
    const doc = parseXml(updatesAtom([awkward]))
    const entry = children(doc.documentElement, 'entry')[0]!
    expect(text(entry, 'content')).toBe(content)
    expect(doc.getElementsByTagName('evil')).toHaveLength(0)
    const div = document.createElement('div')
    div.innerHTML = text(entry, 'title')
    expect(div.textContent).toBe(title)
  })
})
