// Request-level: every filtered view has its own calendar feed, and filters combine at one
// URL each, with a category too (lib/events/views.ts, lib/gate/gate.ts decideEventView and
// decideEventCategory). Only the `request` fixture:
// nothing here needs a browser page. The facts fixtures are the only events with cost and ages:
// 'signed' is free, for all ages, BSL-interpreted, in 3 days; 'puppets' is ticketed, for ages
// 5 to 11, captioned, in 4 days; 'described' (16 and over) ended long ago. All three are in
// the category 'Facts Fixture Sessions'; e2e/fixtures/events.mjs's dance events have no ages.
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

test.describe('a category combined with filters and dates', () => {
  const facts = '/events/category/facts-fixture-sessions'
  const dance = '/events/category/events-fixture-dance'

  test('lists exactly the events in the category that match, and its feed holds the same', async ({
    request,
  }) => {
    for (const [path, ids] of [
      [`${facts}/filter/free`, [F.signed.id]],
      [`${facts}/filter/family/next-7-days`, [F.signed.id, F.puppets.id].sort()],
      [`${facts}/next-7-days`, [F.signed.id, F.puppets.id].sort()],
      // Family events exist (the two above), but none is a dance.
      [`${dance}/filter/family`, []],
    ] as const) {
      expect(await listedIds(request, path), path).toEqual(ids)
      expect(await feedIds(request, `${path}/calendar.ics`), path).toEqual(ids)
    }
    // The next 7 days hold other categories' events too: the category is what narrows them.
    const week = await listedIds(request, '/events/next-7-days')
    expect(week.length).toBeGreaterThan(2)
  })

  test('a view adds and takes off the category; the category page offers filters and dates', async ({
    request,
  }) => {
    const view = await (await request.get(`${facts}/filter/free+family/this-weekend`)).text()
    expect(view).toContain('Free and Family events in Facts Fixture Sessions: this weekend')
    expect(view).toContain('href="/events/filter/free+family/this-weekend"')
    expect(view).toContain(`href="${facts}/filter/family/this-weekend"`)
    expect(view).toContain(`href="${facts}/filter/free+family"`)
    expect(view).toContain('Subscribe to these events')
    expect(view).toMatch(
      /href="webcal:\/\/[^"]+\/events\/category\/facts-fixture-sessions\/filter\/free\+family\/this-weekend\/calendar\.ics"/,
    )
    const plain = await (await request.get('/events/filter/free+family')).text()
    expect(plain).toContain(`href="${facts}/filter/free+family"`)
    const category = await (await request.get(facts)).text()
    expect(category).toContain(`href="${facts}/filter/free"`)
    expect(category).toContain(`href="${facts}/filter/captioned"`)
    expect(category).toContain(`href="${facts}/this-weekend"`)
    expect(category).toContain(`href="${facts}/next-7-days"`)
  })

  test('another order redirects to the one URL', async ({ request }) => {
    for (const [asked, canonical] of [
      [`${facts}/filter/family+free`, `${facts}/filter/free+family`],
      [
        `${facts}/filter/captioned+family/calendar.ics`,
        `${facts}/filter/family+captioned/calendar.ics`,
      ],
      [`${facts}/filter/free+free/next-7-days`, `${facts}/filter/free/next-7-days`],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 })
      expect(response.status(), asked).toBe(308)
      expect(new URL(response.headers().location!, 'http://x').pathname, asked).toBe(canonical)
    }
  })

  test('an unknown category, filter or range, or one too many filters, is a 404', async ({
    request,
  }) => {
    await expectNotFound(request, [
      '/events/category/no-such-category/filter/free',
      '/events/category/no-such-category/this-weekend',
      '/events/category/no-such-category/filter/free/calendar.ics',
      `${facts}/filter/free+jetpack`,
      `${facts}/filter/hearing-loop`,
      `${facts}/filter/free+family+captioned+step-free`,
      `${facts}/filter`,
      `${facts}/tomorrow`,
      `${facts}/month/2026/13`,
      `${facts}/this-weekend/more`,
      `${facts}/filter/free/this-weekend/calendar.ics/more`,
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
