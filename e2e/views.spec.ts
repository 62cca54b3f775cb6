// Request-level: every filtered view has its own calendar feed, and filters combine at one
// URL each (lib/events/views.ts, lib/gate/gate.ts decideEventView). Only the `request` fixture:
// nothing here needs a browser page. The facts fixtures are the only events with cost and ages:
// 'signed' is free, for all ages, BSL-interpreted, in 3 days; 'puppets' is ticketed, for ages
// 5 to 11, captioned, in 4 days; 'described' (16 and over) ended long ago.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { FACTS_FIXTURES as F } from './fixtures/facts.mjs'
import { parseIcs, prop } from './support/ics'
import { expectNotFound } from './support/not-found'

/** The ids of the events a page lists (cards and day lists both carry data-event-id). */
async function listedIds(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  return [...new Set([...html.matchAll(/data-event-id="([^"]+)"/g)].map((m) => m[1]!))].sort()
}

/** The ids of the events a feed holds (each UID is {id}@{host}). */
async function feedIds(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toBe('text/calendar; charset=utf-8')
  const { events } = parseIcs(await response.text())
  return [...new Set(events.map((e) => prop(e, 'UID')!.split('@')[0]!))].sort()
}

test.describe('combined filters', () => {
  test('free + family lists exactly the events that are both, and its feed holds the same', async ({
    request,
  }) => {
    // Family alone has both the free and the ticketed children's event: the rule is ages.
    expect(await listedIds(request, '/events/family')).toEqual([F.signed.id, F.puppets.id].sort())
    expect(await listedIds(request, '/events/filter/free+family')).toEqual([F.signed.id])
    expect(await feedIds(request, '/events/filter/free+family/calendar.ics')).toEqual([F.signed.id])
  })

  test('filters within dates: family + captioned in the next 7 days', async ({ request }) => {
    const path = '/events/filter/family+captioned/next-7-days'
    expect(await listedIds(request, path)).toEqual([F.puppets.id])
    expect(await feedIds(request, `${path}/calendar.ics`)).toEqual([F.puppets.id])
    // Both facts events are within the next 7 days; only one of them is family and captioned.
    const week = await feedIds(request, '/events/next-7-days/calendar.ics')
    expect(week).toEqual(expect.arrayContaining([F.signed.id, F.puppets.id]))
  })

  test('the page says which filters are on, with links to take each off and to subscribe', async ({
    request,
  }) => {
    const html = await (await request.get('/events/filter/free+family/this-weekend')).text()
    expect(html).toContain('Free and Family events: this weekend')
    expect(html).toContain('href="/events/filter/family/this-weekend"')
    expect(html).toContain('href="/events/filter/free/this-weekend"')
    expect(html).toContain('href="/events/filter/free+family"')
    expect(html).toContain('Subscribe to these events')
    expect(html).toMatch(
      /href="webcal:\/\/[^"]+\/events\/filter\/free\+family\/this-weekend\/calendar\.ics"/,
    )
    expect(html).toContain('href="/events/filter/free+family/this-weekend/calendar.ics"')
  })

  test('another spelling redirects to the one URL', async ({ request }) => {
    for (const [asked, canonical] of [
      ['/events/filter/family+free', '/events/filter/free+family'],
      ['/events/filter/family+free/this-weekend', '/events/filter/free+family/this-weekend'],
      [
        '/events/filter/captioned+family/calendar.ics',
        '/events/filter/family+captioned/calendar.ics',
      ],
      ['/events/filter/free', '/events/free'],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 })
      expect(response.status(), asked).toBe(308)
      expect(new URL(response.headers().location!, 'http://x').pathname, asked).toBe(canonical)
    }
  })

  test('an unknown filter, one no event has, too many or a bad range is a 404', async ({
    request,
  }) => {
    await expectNotFound(request, [
      '/events/filter/free+jetpack',
      '/events/filter/free+hearing-loop',
      '/events/filter/free+family+captioned+step-free',
      '/events/filter/free+family/tomorrow',
      '/events/filter/free+family/month/2026/13',
      '/events/filter/free+family/this-weekend/more',
      '/events/filter',
    ])
  })
})

test.describe('every view has a feed', () => {
  test('the single filters, the dates, a category: text/calendar, the same events as the page', async ({
    request,
  }) => {
    expect(await feedIds(request, '/events/free/calendar.ics')).toEqual([F.signed.id])
    expect(await feedIds(request, '/events/access/captioned/calendar.ics')).toEqual([F.puppets.id])
    expect(await feedIds(request, '/events/category/facts-fixture-sessions/calendar.ics')).toEqual(
      [F.signed.id, F.puppets.id].sort(),
    )
    await feedIds(request, '/events/this-weekend/calendar.ics')
    await expectNotFound(request, [
      '/events/access/hearing-loop/calendar.ics',
      '/events/this-weekend/calendar.ics/more',
    ])
  })
})
