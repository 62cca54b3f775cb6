import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { EVENTS_FIXTURES as F } from './fixtures/events.mjs'
import { deleteEmulatorDocuments } from '../scripts/lib/seed-emulator.mjs'
import { emulator } from './support/env'
import { seedEvent } from './support/seed-event'
import { expectNotFound } from './support/not-found'

/**
 * What's on by date (issue 37): month pages, This weekend and Next 7 days, and the Google and
 * Outlook links on an event's page. The build's own fixtures (e2e/fixtures/events.mjs) give
 * the prerendered months of March and February 2025; the events seeded here are this spec's
 * own, ids starting 'whatson-', and are deleted when it is done.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR
const run = randomUUID().slice(0, 8)
const seeded: string[] = []

/** This spec's id for one of its events. */
const idOf = (key: string) => `whatson-${key}-${run}`

/**
 * Writes events straight to Firestore, as a tool would, and expires nothing: the views pick
 * them up within the interval (docs/caching-and-publishing.md). Expiring the events tag here
 * would make other specs' pages render on their next request, which they check they do not.
 */
async function seed(events: { key: string; title: string; start: Date; end: Date | null }[]) {
  for (const { key, title, start, end } of events) {
    seeded.push(idOf(key))
    await seedEvent({ id: idOf(key), title, slug: `whatson-${key}`, start, end })
  }
}

test.afterAll(async () => {
  if (!seeded.length) return
  await deleteEmulatorDocuments({
    ...emulator,
    content: { showcase: seeded.map((id) => ({ id, data: {} })) },
  })
})

/** The London days (data-day) on which the page lists the event. */
async function daysOf(page: Page, id: string): Promise<string[]> {
  return page
    .locator(`li[data-day]:has(li[data-event-id="${id}"])`)
    .evaluateAll((days) => days.map((d) => d.getAttribute('data-day') ?? ''))
}

/** Whether a page's HTML lists the event (its item carries the id). */
const lists = (html: string, id: string) => html.includes(`data-event-id="${id}"`)

test.describe('month pages', () => {
  test('list a multi-day event on each of its days, prerendered', async ({ page, request }) => {
    const response = await page.goto('/events/month/2025/03')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/What’s on in March 2025/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s on in March 2025')
    // 13 to 15 March 2025, and an evening event without an end on its one day.
    expect(await daysOf(page, F.endedRecently.id)).toEqual([
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
    ])
    expect(await daysOf(page, F.endedUndated.id)).toEqual(['2025-03-11'])
    await expect(page.locator('li[data-day="2025-03-14"] h2')).toHaveText('Friday 14th March')
    await expect(
      page.locator('li[data-day="2025-03-14"]').getByRole('link', { name: F.endedRecently.title }),
    ).toHaveAttribute('href', `/events/${F.endedRecently.slug}/${F.endedRecently.id}`)
    await expect(page.locator('li[data-day="2025-03-14"]')).toContainText(
      'Continues until Saturday 15th March',
    )
    // A day in one tap: the strip of days links to its heading (a plain anchor).
    const strip = page.getByRole('navigation', { name: 'Days in March 2025' })
    await strip.getByRole('link', { name: /^Fri 14, \d+ events?$/ }).click()
    await expect(page).toHaveURL(/#day-2025-03-14$/)
    await expect(page.locator('#day-2025-03-14')).toBeInViewport()
    // Served from the build's copy, not rendered for this request.
    const again = await request.get('/events/month/2025/03')
    expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)
  })

  test('link to the months with events either side', async ({ page }) => {
    await page.goto('/events/month/2025/03')
    const months = page.getByRole('navigation', { name: 'Months with events' }).first()
    const previous = months.locator('a[rel="prev"]')
    await expect(previous).toHaveAttribute('href', /^\/events\/month\/(2024\/\d\d|2025\/0[12])$/)
    await previous.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^What’s on in /)
    const back = page.getByRole('navigation', { name: 'Months with events' }).first()
    await expect(back.locator('a[rel="next"]')).toHaveAttribute('href', '/events/month/2025/03')
    await back.locator('a[rel="next"]').click()
    await expect(page).toHaveURL(/\/events\/month\/2025\/03$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s on in March 2025')
  })

  test('an empty or malformed month is a 404, decided before rendering', async ({ request }) => {
    await expectNotFound(request, [
      '/events/month/2040/01',
      '/events/month/2026/13',
      '/events/month/1999/01',
      '/events/month/2025/3',
      '/events/month/2025',
      '/events/month',
      '/events/month/2025/03/extra',
      '/events/this-weekend/anything',
      '/events/next-7-days/anything',
    ])
    const guessed = await request.get('/events/2025/03', { maxRedirects: 0 })
    expect(guessed.status()).toBe(308)
    expect(guessed.headers().location).toBe('/events/month/2025/03')
  })

  test('are in the sitemap, with the views by date', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const path of [
      '/events/month/2025/03',
      '/events/month/2025/02',
      '/events/this-weekend',
      '/events/next-7-days',
    ]) {
      expect(xml).toContain(`${path}</loc>`)
    }
  })
})

test.describe('this weekend and the next 7 days', () => {
  test('say what they cover, and the showcase links to them', async ({ page }) => {
    await page.goto('/events')
    const nav = page.getByRole('navigation', { name: 'What’s on by date' })
    await expect(nav.getByRole('link', { name: 'This weekend' })).toHaveAttribute(
      'href',
      '/events/this-weekend',
    )
    await expect(nav.getByRole('link', { name: 'Next 7 days' })).toHaveAttribute(
      'href',
      '/events/next-7-days',
    )
    // Fixtures are on now, so this month has events.
    const month = new Date().toLocaleString('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
    })
    const [mm, yyyy] = month.split('/')
    await expect(nav.getByRole('link', { name: 'This month' })).toHaveAttribute(
      'href',
      `/events/month/${yyyy}/${mm}`,
    )
    await nav.getByRole('link', { name: 'This weekend' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This weekend')
    await expect(page.locator('.lede').filter({ visible: true })).toContainText(
      'Saturday and Sunday',
    )
    await expect(
      page
        .getByRole('navigation', { name: 'What’s on by date' })
        .getByRole('link', { name: 'This weekend' }),
    ).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('events written straight to Firestore', { tag: '@clock' }, () => {
  // Written once for both tests, which run in order: the first waits the interval for them.
  let end = 0
  test.beforeAll(async () => {
    const now = Date.now()
    end = now + 130_000
    await seed([
      // 30 January 2035, 10am, to 2 February, 5pm (GMT).
      {
        key: 'across',
        title: 'Whatson Fixture Winter Lights',
        start: new Date('2035-01-30T10:00:00Z'),
        end: new Date('2035-02-02T17:00:00Z'),
      },
      {
        key: 'ending',
        title: 'Whatson Fixture Last Dance',
        start: new Date(now - HOUR),
        end: new Date(end),
      },
      // Covers this weekend whatever the day: on now, and on until after next Sunday.
      {
        key: 'long',
        title: 'Whatson Fixture Long Show',
        start: new Date(now - HOUR),
        end: new Date(now + 9 * DAY),
      },
      {
        key: 'far',
        title: 'Whatson Fixture Far Fete',
        start: new Date(now + 10 * DAY),
        end: new Date(now + 10 * DAY + HOUR),
      },
    ])
  })

  test('a new event across a month’s end shows in both months, on its own days', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000)
    await expect
      .poll(async () => (await request.get('/events/month/2035/02')).status(), {
        timeout: 120_000,
        intervals: [1_000],
      })
      .toBe(200)
    await page.goto('/events/month/2035/01')
    expect(await daysOf(page, idOf('across'))).toEqual(['2035-01-30', '2035-01-31'])
    await page.goto('/events/month/2035/02')
    expect(await daysOf(page, idOf('across'))).toEqual(['2035-02-01', '2035-02-02'])
  })

  test('this weekend and the next 7 days show theirs, and one leaves within 5 s of its end', async ({
    request,
  }) => {
    test.setTimeout(360_000)
    const weekend = ['Saturday', 'Sunday'].includes(
      new Date().toLocaleString('en-GB', { timeZone: 'Europe/London', weekday: 'long' }),
    )
    const id = idOf('ending')
    const states: string[] = []
    let seen = false
    // When the requests that first found it gone were sent, and when both were answered: the
    // server rendered them in between, so it left early only if that answer came before its
    // end, and late only if a request sent 5 s after its end still found it.
    let gone: { sent: number; answered: number } | undefined
    while (Date.now() < end + 10_000 && gone === undefined) {
      const at = Date.now()
      const [days, sat] = await Promise.all([
        request.get('/events/next-7-days').then((r) => r.text()),
        request.get('/events/this-weekend').then((r) => r.text()),
      ])
      const answered = Date.now()
      // Each view is renewed on its own: judge the event once both list the long show.
      const fresh = lists(days, idOf('long')) && lists(sat, idOf('long'))
      const listed = fresh && lists(days, id) && (!weekend || lists(sat, id))
      const away = !lists(days, id) && !lists(sat, id)
      if (at > end - 15_000) {
        states.push(`${at - end} ms: ${listed ? 'listed' : away ? 'gone' : 'partly'}`)
      }
      if (listed && !seen) {
        expect(lists(days, idOf('far')) || lists(sat, idOf('far')), 'the far fete').toBe(false)
        seen = true
      }
      if (seen && away) gone = { sent: at, answered }
      await new Promise((resolve) => setTimeout(resolve, seen ? 200 : 1_000))
    }
    console.log(`[whats-on] ${states.join('; ')}`)
    expect(seen, 'listed before its end').toBe(true)
    expect(gone, 'gone after its end').toBeDefined()
    console.log(
      `[whats-on] gone: asked ${gone!.sent - end} ms, answered ${gone!.answered - end} ms after its end`,
    )
    expect(gone!.answered - end, 'answered gone before its end').toBeGreaterThanOrEqual(0)
    expect(gone!.sent - end, 'first asked for gone').toBeLessThanOrEqual(5_000)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the showcase, the views and the month links all work', async ({ page }) => {
    await page.goto('/events')
    await page
      .getByRole('navigation', { name: 'What’s on by date' })
      .getByRole('link', { name: 'Next 7 days' })
      .click()
    await expect(page).toHaveURL(/\/events\/next-7-days$/)
    await expect(page.getByRole('link', { name: F.onNowA.title }).first()).toBeVisible()
    await page.goto('/events/month/2025/02')
    await page
      .getByRole('navigation', { name: 'Months with events' })
      .first()
      .locator('a[rel="next"]')
      .click()
    await expect(page).toHaveURL(/\/events\/month\/2025\/03$/)
    await expect(page.getByRole('link', { name: F.endedRecently.title })).toHaveCount(3)
  })
})

test.describe('Google and Outlook links', () => {
  test('carry the event’s times in UTC on both sides of the clock change', async ({ page }) => {
    for (const [fixture, time] of [
      [F.summer, '183000Z'],
      [F.winter, '193000Z'],
    ] as const) {
      await page.goto(`/events/${fixture.slug}/${fixture.id}`)
      const google = page.getByRole('link', { name: /^Add to Google Calendar/ })
      const href = new URL((await google.getAttribute('href'))!)
      expect(href.origin).toBe('https://calendar.google.com')
      expect(href.searchParams.get('text')).toBe(fixture.title)
      // 7:30pm to 10:30pm in London.
      expect(href.searchParams.get('dates')).toMatch(new RegExp(`^\\d{8}T${time}/\\d{8}T\\d{6}Z$`))
      expect(href.searchParams.get('details')).toContain(`/events/${fixture.slug}/${fixture.id}`)
      const outlook = new URL(
        (await page.getByRole('link', { name: /^Add to Outlook/ }).getAttribute('href'))!,
      )
      expect(outlook.origin).toBe('https://outlook.live.com')
      const hhmm = `${time.slice(0, 2)}:${time.slice(2, 4)}:00Z`
      expect(outlook.searchParams.get('startdt')).toMatch(new RegExp(`T${hhmm}$`))
      expect(outlook.searchParams.get('location')).toBe(
        'Events Fixture Hall, 1 Albert Road, Middlesbrough TS1 1AA',
      )
    }
  })

  test('are not offered for a cancelled event', async ({ page }) => {
    await page.goto(`/events/${F.plain.slug}/${F.plain.id}`)
    await expect(page.getByRole('link', { name: /^Add to (Google|Outlook)/ })).toHaveCount(0)
  })
})
