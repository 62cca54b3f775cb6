import { statSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { FEEDS_FIXTURES as F } from './fixtures/feeds.mjs'
import { emulator, revalidateSecret } from './support/env'
import { emulatorUpdateTimes, updateEmulatorDocument } from '../scripts/lib/seed-emulator.mjs'

// The feeds and the sitemap, parsed by the browser's conforming XML parser. The iCalendar
// checks need no browser: they are requests (e2e/request/feeds.spec.ts).

const base = () => new URL(process.env.E2E_BASE_URL ?? '').toString().replace(/\/$/, '')
const absolute = (p: string) => `${base()}${p}`
const eventUrl = `/events/${F.event.slug}/${F.event.id}`
const updateUrl = `/updates/${F.update.slug}/${F.update.id}`
/** RFC 3339 date-time, as Atom's updated requires (RFC 4287 3.3). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** An XML element as the browser's parser read it. */
interface XmlElement {
  ns: string | null
  name: string
  attrs: Record<string, string>
  text: string
  children: XmlElement[]
}

/**
 * Parses XML with the browser's conforming XML parser (the page is only its host) and returns
 * the element tree. Fails on anything that is not well-formed.
 */
async function parseXml(page: Page, xml: string): Promise<XmlElement> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const error = doc.getElementsByTagName('parsererror')[0]
    if (error) throw new Error(`Not well-formed XML: ${error.textContent}`)
    const tree = (el: Element): XmlElement => ({
      ns: el.namespaceURI,
      name: el.localName,
      attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      text: el.textContent ?? '',
      children: [...el.children].map(tree),
    })
    return tree(doc.documentElement)
  }, xml)
}

/** The children of an element with a name (and namespace, when given). */
function kids(el: XmlElement, name: string, ns?: string | null): XmlElement[] {
  return el.children.filter((c) => c.name === name && (ns === undefined || c.ns === ns))
}

/** The text of the one child with that name; fails when there is none or more than one. */
function only(el: XmlElement, name: string, ns?: string | null): string {
  const found = kids(el, name, ns)
  expect(found, `exactly one <${name}> in <${el.name}>`).toHaveLength(1)
  return found[0]!.text
}

const ATOM = 'http://www.w3.org/2005/Atom'

test.describe('Atom (RFC 4287)', () => {
  test('has the required feed and entry elements, and a term on every category', async ({
    page,
    request,
  }) => {
    const response = await request.get('/updates/atom.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    const feed = await parseXml(page, await response.text())
    expect([feed.ns, feed.name]).toEqual([ATOM, 'feed'])

    // atom:feed (4.1.1): exactly one id (an absolute IRI), title and updated; an author, as
    // the entries have none of their own; a rel="self" link (recommended).
    expect(only(feed, 'id', ATOM)).toBe(absolute('/updates'))
    expect(only(feed, 'title', ATOM)).toBe('Creative Communities: news')
    expect(only(feed, 'updated', ATOM)).toMatch(RFC3339)
    const [author] = kids(feed, 'author', ATOM)
    expect(only(author!, 'name', ATOM)).toBe('Creative Communities')
    const self = kids(feed, 'link', ATOM).find((l) => l.attrs.rel === 'self')
    expect(self?.attrs.href).toBe(absolute('/updates/atom.xml'))

    const entries = kids(feed, 'entry', ATOM)
    expect(entries.length).toBeGreaterThan(30)
    const ids = new Set<string>()
    let categories = 0
    for (const entry of entries) {
      // atom:entry (4.1.2): exactly one id, title and updated; a rel="alternate" link, as it
      // has no content src; ids unique.
      const id = only(entry, 'id', ATOM)
      expect(id).toMatch(new RegExp(`^${base()}/updates/[a-z0-9-]+/[^/]+$`))
      expect(ids.has(id)).toBe(false)
      ids.add(id)
      expect(only(entry, 'title', ATOM)).toBeTruthy()
      expect(only(entry, 'updated', ATOM)).toMatch(RFC3339)
      const links = kids(entry, 'link', ATOM)
      const alternate = links.filter((l) => (l.attrs.rel ?? 'alternate') === 'alternate')
      expect(alternate.map((l) => l.attrs.href)).toEqual([id])
      // 4.2.2: every category has a non-empty term.
      for (const category of kids(entry, 'category', ATOM)) {
        expect(category.attrs.term, id).toBeTruthy()
        categories++
      }
      // No enclosure typed from a file extension ("image/jpg").
      expect(links.filter((l) => l.attrs.rel === 'enclosure')).toEqual([])
    }
    expect(categories).toBeGreaterThan(30)

    const mine = entries.find((e) => only(e, 'id', ATOM) === absolute(updateUrl))!
    expect(kids(mine, 'category', ATOM).map((c) => c.attrs)).toEqual([
      { label: 'Feeds Fixture', term: 'feeds-fixture' },
      { label: 'Music & "Dance" live', term: 'music-and-dance-live' },
    ])
  })
})

test.describe('RSS 2.0', () => {
  test('every enclosure has a registered media type and the real length', async ({
    page,
    request,
  }) => {
    const response = await request.get('/updates/feed.xml')
    expect(response.status()).toBe(200)
    const rss = await parseXml(page, await response.text())
    expect([rss.name, rss.attrs.version]).toEqual(['rss', '2.0'])
    const items = kids(kids(rss, 'channel', null)[0]!, 'item', null).map((item) => ({
      link: only(item, 'link', null),
      guid: only(item, 'guid', null),
      categories: kids(item, 'category', null).map((c) => c.text),
      enclosures: kids(item, 'enclosure', null).map((e) => ({
        url: e.attrs.url,
        type: e.attrs.type,
        length: e.attrs.length,
      })),
    }))
    expect(items.length).toBeGreaterThan(30)
    let checked = 0
    for (const item of items) {
      expect(item.link).toBe(item.guid)
      // The demo's images are all in public/: every item has its lead image as enclosure.
      expect(item.enclosures, item.link).toHaveLength(1)
      const { url, type, length } = item.enclosures[0]!
      expect(url).toMatch(new RegExp(`^${base()}/.+\\.jpg$`))
      expect(type).toBe('image/jpeg')
      const pathname = new URL(url!).pathname
      const size = statSync(path.join('public', decodeURIComponent(pathname))).size
      expect(Number(length), url!).toBe(size)
      checked++
    }
    expect(checked).toBe(items.length)
    // The length is also what the server sends for that URL.
    const first = items[0]!.enclosures[0]!
    const image = await request.get(first.url!)
    expect(image.headers()['content-type']).toBe('image/jpeg')
    expect((await image.body()).length).toBe(Number(first.length))

    const mine = items.find((i) => i.link === absolute(updateUrl))
    expect(mine?.categories).toEqual(F.updateCategories)
  })
})

test.describe('sitemap lastmod', () => {
  /** loc → lastmod of every URL in the sitemap. */
  const sitemapEntries = async (page: Page, xml: string) => {
    const urlset = await parseXml(page, xml)
    return Object.fromEntries(
      kids(urlset, 'url').map((url) => [only(url, 'loc'), kids(url, 'lastmod')[0]?.text ?? null]),
    )
  }

  test("is each event's and update's last change in Firestore", async ({ page, request }) => {
    const lastmod = await sitemapEntries(page, await (await request.get('/sitemap.xml')).text())
    const [events, updates] = await Promise.all([
      emulatorUpdateTimes({ ...emulator, collection: 'showcase', ids: [F.event.id] }),
      emulatorUpdateTimes({ ...emulator, collection: 'updates', ids: [F.update.id] }),
    ])
    expect(lastmod[absolute(eventUrl)]).toBe(events[F.event.id])
    expect(lastmod[absolute(updateUrl)]).toBe(updates[F.update.id])
    // Every event and update page has one.
    for (const [loc, value] of Object.entries(lastmod)) {
      // An event's or update's own page (not a category or an access feature of the showcase).
      if (/^\/(events|updates)\/(?!(category|access)\/)[^/]+\/[^/]+$/.test(new URL(loc).pathname)) {
        expect(value, loc).toMatch(RFC3339)
      }
    }
  })

  test('moves when the document is edited', async ({ page, request }) => {
    await updateEmulatorDocument({
      ...emulator,
      collection: 'updates',
      id: F.update.id,
      data: { shortDescription: 'Notes from the lantern workshop, with photos.' },
    })
    const changed = (
      await emulatorUpdateTimes({ ...emulator, collection: 'updates', ids: [F.update.id] })
    )[F.update.id]
    const revalidated = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${revalidateSecret}` },
      data: { tags: ['updates'] },
    })
    expect(revalidated.status()).toBe(200)
    await expect
      .poll(async () => {
        const xml = await (await request.get('/sitemap.xml')).text()
        return (await sitemapEntries(page, xml))[absolute(updateUrl)]
      })
      .toBe(changed)
  })
})
