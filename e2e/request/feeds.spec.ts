import { expect, test } from '@playwright/test'
import ICAL from 'ical.js'
import { FEEDS_FIXTURES as F } from '../fixtures/feeds.mjs'
import { getHtml } from '../support/html'

// Moved from e2e/feeds.spec.ts (docs/testing.md): the iCalendar checks, which need no browser.
// The Atom, RSS and sitemap checks stay there for now: they parse with the browser's
// conforming XML parser, which fails on XML that is not well-formed, and no such parser is a
// dependency of the project yet.

const base = () => new URL(process.env.E2E_BASE_URL ?? '').toString().replace(/\/$/, '')
const absolute = (p: string) => `${base()}${p}`
const eventUrl = `/events/${F.event.slug}/${F.event.id}`

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
