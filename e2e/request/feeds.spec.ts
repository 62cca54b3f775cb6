import { statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import ICAL from 'ical.js'
import { FEEDS_FIXTURES as F } from '../fixtures/feeds.mjs'
import { emulator, revalidateSecret } from '../support/env'
import { getHtml } from '../support/html'
import { kids, parseXml, type XmlElement } from '../support/xml'
import { emulatorUpdateTimes, updateEmulatorDocument } from '../../scripts/lib/seed-emulator.mjs'

// Moved from e2e/feeds.spec.ts (docs/testing.md): the iCalendar, Atom, RSS and sitemap checks,
// none of which needs a browser. The XML is parsed by jsdom's conforming parser
// (e2e/support/xml.ts), which fails on XML that is not well-formed, as the browser's did.

const base = () => new URL(process.env.E2E_BASE_URL ?? '').toString().replace(/\/$/, '')
const absolute = (p: string) => `${base()}${p}`
const eventUrl = `/events/${F.event.slug}/${F.event.id}`
const updateUrl = `/updates/${F.update.slug}/${F.update.id}`
/** RFC 3339 date-time, as Atom's updated requires (RFC 4287 3.3). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const ATOM = 'http://www.w3.org/2005/Atom'

/** The text of the one child with that name; fails when there is none or more than one. */
function only(el: XmlElement, name: string, ns?: string | null): string {
  const found = kids(el, name, ns)
  expect(found, `exactly one <${name}> in <${el.name}>`).toHaveLength(1)
  return found[0]!.text
}

/** Every physical line of an iCalendar body, which must use CRLF throughout. */
function icsLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  return text.slice(0, -2).split('\r\n')
}

/** Parses an iCalendar body with ical.js, checking every line is at most 75 octets. */
function parseCalendar(text: string) {
  for (const line of icsLines(text)) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
  }
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.name).toBe('vcalendar')
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
  return calendar
}

test.describe('iCalendar (RFC 5545)', () => {
  test("an event's download folds at 75 octets and parses", async ({ request }) => {
    const response = await request.get(`${eventUrl}/calendar.ics`)
    expect(response.status()).toBe(200)
    const text = await response.text()
    // Unfolded, the SUMMARY line is far longer than 75 octets and has multibyte characters.
    expect(Buffer.byteLength(`SUMMARY:${F.event.title}`)).toBeGreaterThan(75)
    const calendar = parseCalendar(text)
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(events).toHaveLength(1)
    const event = events[0]!
    expect(event.summary).toBe(F.event.title)
    expect(event.location).toBe('Café Cantée, Linthorpe Road, Middlesbrough TS1 3QY')
    expect(event.description).toContain('une soirée 🎶 pour tout le monde')
    expect(event.uid).toBe(`${F.event.id}@${new URL(base()).hostname}`)
    expect(event.component.getFirstProperty('categories')?.getValues()).toEqual(F.eventCategories)
    // The organiser comes from configuration only; none is configured here, so there is none,
    // and no placeholder address anywhere.
    expect(event.component.getFirstProperty('organizer')).toBeNull()
    expect(text).not.toContain('.example')
  })

  test('/events/calendar.ics lists every current and upcoming event, and only those', async ({
    request,
  }) => {
    // Other specs publish events meanwhile; after each, the calendar and the showcase are
    // renewed on their next request (each served once as it was), so compare until they agree.
    await expect(async () => {
      const response = await request.get('/events/calendar.ics', { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
      const calendar = parseCalendar(await response.text())
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Creative Communities: events')
      const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
      const hostname = new URL(base()).hostname
      const uids = events.map((e) => e.uid)
      expect(new Set(uids).size).toBe(uids.length)

      // Exactly the events of the 'On now' and 'Current' grids of /events.
      const html = await getHtml(request, '/events')
      const listed = ['on-now', 'current'].flatMap((grid) =>
        html
          .all(`section[data-grid="${grid}"] article`)
          .map((card) => html.attr(card, 'data-event-id') ?? ''),
      )
      expect(listed).toContain(F.event.id)
      expect(uids.map((uid) => uid.replace(`@${hostname}`, '')).sort()).toEqual([...listed].sort())
      // Soonest first, each with a start, an end after it, a summary and its page.
      const starts = events.map((e) => e.startDate.toJSDate().getTime())
      expect(starts).toEqual([...starts].sort((a, b) => a - b))
      for (const event of events) {
        expect(event.summary).toBeTruthy()
        expect(event.endDate.compare(event.startDate)).toBe(1)
        expect(String(event.component.getFirstPropertyValue('url'))).toMatch(
          new RegExp(`^${base()}/events/`),
        )
      }
    }).toPass({ timeout: 15_000 })
  })

  test('the proxy lets /events/calendar.ics through, and /events links it', async ({ request }) => {
    for (const path of ['/events/calendar.ics', '/events/calendar.ics?x=1']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
    }
    const html = await getHtml(request, '/events')
    expect(html.href('Subscribe to the events calendar')).toBe('/events/calendar.ics')
    const alternate = html.one('head link[rel="alternate"][type="text/calendar"]')
    expect(html.attr(alternate, 'href')).toBe(absolute('/events/calendar.ics'))
  })
})

test.describe('Atom (RFC 4287)', () => {
  test('has the required feed and entry elements, and a term on every category', async ({
    request,
  }) => {
    const response = await request.get('/updates/atom.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    const feed = parseXml(await response.text())
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
  test('every enclosure has a registered media type and the real length', async ({ request }) => {
    const response = await request.get('/updates/feed.xml')
    expect(response.status()).toBe(200)
    const rss = parseXml(await response.text())
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
  const sitemapEntries = (xml: string) => {
    const urlset = parseXml(xml)
    return Object.fromEntries(
      kids(urlset, 'url').map((url) => [only(url, 'loc'), kids(url, 'lastmod')[0]?.text ?? null]),
    )
  }

  test("is each event's and update's last change in Firestore", async ({ request }) => {
    const lastmod = sitemapEntries(await (await request.get('/sitemap.xml')).text())
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

  test('moves when the document is edited', async ({ request }) => {
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
        return sitemapEntries(xml)[absolute(updateUrl)]
      })
      .toBe(changed)
  })
})
