import { expect, test, type Page } from '@playwright/test'
import { EVENTS_FIXTURES as F } from './fixtures/events.mjs'
import { slugify } from '../lib/site/slug.mjs'
import { parseIcs, prop } from './support/ics'
import { londonDate, londonTime } from './support/london'
import { fixtures } from './fixtures/events.mjs'
import { fixtureNow } from './support/env'
import { navigationOn } from './support/navigation'
import { expectNotFound } from './support/not-found'

type Fixture = { id: string; title: string; slug: string }
const url = (f: Fixture) => `/events/${f.slug}/${f.id}`
const MINE = Object.values(F).filter((v): v is Fixture => typeof v === 'object')
const MY_IDS = new Set(MINE.map((f) => f.id))

/** The seeded data of one of our fixtures, as the server has it. */
function seeded(f: Fixture) {
  const doc = fixtures(fixtureNow()).showcase.find((d) => d.id === f.id)
  if (!doc) throw new Error(`no fixture ${f.id}`)
  return doc.data
}

/** The ids of our own events in a grid, in page order (other specs' events are ignored). */
async function gridIds(page: Page, grid: 'on-now' | 'current' | 'previous') {
  // Visible ones only: Next keeps a page navigated away from in the DOM, hidden.
  const ids = await page
    .locator(`section[data-grid="${grid}"] article[data-event-id]`)
    .filter({ visible: true })
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-event-id') ?? ''))
  return ids.filter((id) => MY_IDS.has(id))
}

test.describe('the showcase grids', () => {
  test('each grid shows the right events in the right order', async ({ page }) => {
    await page.goto('/events')
    expect(await gridIds(page, 'on-now')).toEqual([F.onNowB.id, F.onNowA.id])
    expect(await gridIds(page, 'current')).toEqual([
      F.soon.id,
      F.later.id,
      F.oddColour.id,
      F.plain.id,
      F.winter.id,
      F.summer.id,
    ])
    expect(await gridIds(page, 'previous')).toEqual([
      F.endedRecently.id,
      F.endedUndated.id,
      F.endedLongAgo.id,
    ])
  })

  test('a date shows its year when it is not this year', async ({ page }) => {
    await page.goto('/events')
    await expect(page.locator(`article[data-event-id="${F.endedRecently.id}"]`)).toContainText(
      'Thursday 13th March 2025 – Saturday 15th March 2025',
    )
    const winter = seeded(F.winter).dateStart
    const year = winter.toLocaleString('en-GB', { timeZone: 'Europe/London', year: 'numeric' })
    const winterCard = page.locator(`article[data-event-id="${F.winter.id}"]`)
    await expect(winterCard).toContainText(` ${year}`)
    await expect(winterCard).toContainText(londonDate(winter))
  })

  test('each card links to its event, shows its dates and wears its colour', async ({ page }) => {
    await page.goto('/events')
    const card = page.locator(`article[data-event-id="${F.onNowA.id}"]`)
    await expect(card.getByRole('link', { name: F.onNowA.title })).toHaveAttribute(
      'href',
      url(F.onNowA),
    )
    const data = seeded(F.onNowA)
    await expect(card).toContainText(londonDate(data.dateStart))
    await expect(card).toContainText(londonDate(data.dateEnd!))
    // An event without images gets the default picture.
    await expect(
      page.locator(`article[data-event-id="${F.later.id}"] img`).first(),
    ).toHaveAttribute('src', /default-event\.jpg/)

    const colours: [Fixture, string][] = [
      [F.plain, 'white'],
      [F.onNowA, 'burple'],
      [F.onNowB, 'pink'],
      [F.soon, 'purple'],
      [F.later, 'lime'],
      [F.summer, 'green'],
      [F.winter, 'salmon'],
      [F.endedRecently, 'red'],
      [F.endedUndated, 'aqua'],
      [F.endedLongAgo, 'blue'],
      [F.oddColour, 'default'],
    ]
    const backgrounds = new Set<string>()
    for (const [fixture, colour] of colours) {
      const article = page.locator(`article[data-event-id="${fixture.id}"]`)
      await expect(article).toHaveClass(new RegExp(`\\btheme-${colour}\\b`))
      backgrounds.add(await article.evaluate((el) => getComputedStyle(el).backgroundColor))
    }
    // Every colour (and the default) really looks different.
    expect(backgrounds.size).toBe(colours.length)
  })

  test('the unpublished event is in no grid and no banner, and its URL is a 404', async ({
    page,
    request,
  }) => {
    for (const path of ['/events', '/', url(F.onNowA)]) {
      const body = await (await request.get(path)).text()
      expect(body).not.toContain(F.hidden.title)
      expect(body).not.toContain(F.hidden.id)
    }
    expect((await page.goto(url(F.hidden)))?.status()).toBe(404)
    expect((await request.get(`/events/${F.hidden.id}`, { maxRedirects: 0 })).status()).toBe(404)
    expect((await request.get(`${url(F.hidden)}/calendar.ics`)).status()).toBe(404)
  })

  test('a calendar download under a wrong slug answers 308, with one Location header', async ({
    request,
  }) => {
    const response = await request.get(`/events/an-old-title/${F.summer.id}/calendar.ics`, {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(308)
    const locations = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'location')
      .map((h) => new URL(h.value, 'http://x').pathname)
    expect(locations).toEqual([`${url(F.summer)}/calendar.ics`])
  })
})

test.describe('the category filter', () => {
  test('shows only events in the chosen category and marks it current', async ({ page }) => {
    const filter = await navigationOn(page, '/events', 'Event categories')
    await expect(filter.getByRole('link', { name: 'All events' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await filter.getByRole('link', { name: F.dance }).click()
    await expect(page).toHaveURL(/\/events\/category\/events-fixture-dance$/)
    await expect(page).toHaveTitle(`Showcase: ${F.dance} events | Creative Communities`)
    await expect(filter.getByRole('link', { name: F.dance })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await gridIds(page, 'on-now')).toEqual([F.onNowB.id])
    expect(await gridIds(page, 'current')).toEqual([F.later.id])
    expect(await gridIds(page, 'previous')).toEqual([F.endedLongAgo.id])
    // Nothing outside the category, from any spec's fixtures.
    await expect(page.locator('section[data-grid] article').filter({ visible: true })).toHaveCount(
      3,
    )
  })

  test('each category is a prerendered page that a CDN may cache', async ({ request }) => {
    for (const path of ['/events', '/events/category/events-fixture-dance']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toMatch(
        /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
      )
      // Served from the prerendered copy, not rendered for this request.
      expect(response.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/)
    }
  })

  test('the old ?category= links move to the category page; an unknown category is a 404', async ({
    request,
  }) => {
    const old = await request.get(`/events?category=${encodeURIComponent(F.dance)}`, {
      maxRedirects: 0,
    })
    expect(old.status()).toBe(308)
    expect(old.headers().location).toBe('/events/category/events-fixture-dance')
    const blank = await request.get('/events?category=%20', { maxRedirects: 0 })
    expect(blank.headers().location).toBe('/events')
    await expectNotFound(request, [
      '/events/category/no-such-thing',
      '/events/category',
      '/events/category/events-fixture-dance/extra',
    ])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the grids, the first banner slide and the filter all work', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible()
    await expect(page.getByRole('link', { name: F.endedLongAgo.title })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Event categories' })
      .getByRole('link', { name: F.dance })
      .click()
    await expect(page).toHaveURL(/\/events\/category\/events-fixture-dance$/)
    await expect(page.locator('section[data-grid] article')).toHaveCount(3)
  })
})

test.describe('the featured banner', () => {
  const FEATURED_ORDER = [F.later.id, F.onNowA.id, F.endedRecently.id]

  async function slideId(page: Page) {
    return page.getByRole('group', { name: / of \d+$/ }).getAttribute('data-slide-id')
  }

  /** Lets React commit what the timers set off (its scheduler does not use faked timers). */
  async function settle(page: Page) {
    for (let i = 0; i < 3; i++) {
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve(null)
            channel.port2.postMessage(null)
          }),
      )
    }
  }

  /** Loads /events with a fake clock, and stops the clock once the banner is running. */
  async function openWithPausedClock(page: Page) {
    await page.clock.install()
    await page.goto('/events')
    const banner = page.getByRole('region', { name: 'Featured events' })
    // The controls appear once the island has hydrated and its first timer is set.
    await expect(banner.getByRole('button', { name: /^(Pause|Play)/ })).toBeVisible()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    return banner
  }

  test('shows featured events by featureUntil, moving on every 8 s and wrapping round', async ({
    page,
  }) => {
    const banner = await openWithPausedClock(page)
    const label = (await banner.getByRole('group').getAttribute('aria-label')) ?? ''
    const count = Number(label.split(' of ')[1])
    expect(count).toBeGreaterThanOrEqual(3)

    const seen: string[] = [(await slideId(page)) ?? '']
    for (let i = 1; i <= count; i++) {
      await page.clock.runFor(8_000)
      await expect.poll(() => slideId(page)).not.toBe(seen[i - 1])
      await expect(banner.getByRole('group')).toHaveAttribute(
        'aria-label',
        `${(i % count) + 1} of ${count}`,
      )
      seen.push((await slideId(page)) ?? '')
    }
    // Every featured event once, then round to the first again.
    expect(seen.at(-1)).toBe(seen[0])
    expect(new Set(seen.slice(0, count)).size).toBe(count)
    expect(seen.filter((id) => MY_IDS.has(id)).slice(0, 3)).toEqual(FEATURED_ORDER)
    expect(seen).not.toContain(F.hidden.id)
  })

  test('the pause button stops it, and play starts it again', async ({ page }) => {
    const banner = await openWithPausedClock(page)
    await banner.getByRole('button', { name: /^Pause/ }).click()
    // Move the pointer away, so only the button holds it still.
    await page.mouse.move(0, 0)
    const first = await slideId(page)
    await page.clock.runFor(30_000)
    await settle(page)
    expect(await slideId(page)).toBe(first)
    await expect(banner.getByRole('group').locator('..')).toHaveAttribute('aria-live', 'polite')

    await banner.getByRole('button', { name: /^Play/ }).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(8_000)
    await expect.poll(() => slideId(page)).not.toBe(first)
  })

  test('it stands still while the pointer is over it', async ({ page }) => {
    const banner = await openWithPausedClock(page)
    const first = await slideId(page)
    await banner.getByRole('group').hover()
    await page.clock.runFor(24_000)
    await settle(page)
    expect(await slideId(page)).toBe(first)
  })

  test('previous and next move by hand', async ({ page }) => {
    await page.goto('/events')
    const banner = page.getByRole('region', { name: 'Featured events' })
    const first = await slideId(page)
    await banner.getByRole('button', { name: /^Next/ }).click()
    await expect.poll(() => slideId(page)).not.toBe(first)
    await banner.getByRole('button', { name: /^Previous/ }).click()
    await expect.poll(() => slideId(page)).toBe(first)
  })

  test('it does not move by itself for someone who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const banner = await openWithPausedClock(page)
    await expect(banner.getByRole('button', { name: /^Play/ })).toBeVisible()
    const first = await slideId(page)
    await page.clock.runFor(24_000)
    await settle(page)
    expect(await slideId(page)).toBe(first)
  })
})

test.describe('an event page', () => {
  test('a wrong or missing slug is a permanent redirect to the canonical URL', async ({
    request,
  }) => {
    for (const path of [`/events/wrong-slug/${F.onNowA.id}`, `/events/${F.onNowA.id}`]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(308)
      // Next's first (uncached) render repeats the header; every copy must be the canonical URL.
      const locations = response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'location')
        .map((h) => new URL(h.value, 'http://x').pathname)
      expect(locations.length).toBeGreaterThan(0)
      expect(new Set(locations)).toEqual(new Set([url(F.onNowA)]))
    }
    expect((await request.get('/events/anything/events-no-such-id')).status()).toBe(404)
    expect((await request.get('/events/events-no-such-id', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('a visitor cannot skip the gate with a header', async ({ request }) => {
    // An earlier server of the site's own let Next skip proxy.ts for requests with this header.
    const skip = { 'x-site-gate': '1' }
    // The canonical page first, so that the gate's index is loaded and fresh.
    expect((await request.get(url(F.onNowA))).status()).toBe(200)
    expect((await request.get(url(F.onNowA), { headers: skip })).status()).toBe(200)
    // A 404 the page decided itself is an empty document; the gate's is the site's own page.
    const missing = await request.get('/events/anything/events-no-such-id', { headers: skip })
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain('Page not found')
    const wrong = await request.get(`/events/wrong-slug/${F.onNowA.id}`, {
      headers: skip,
      maxRedirects: 0,
    })
    expect(wrong.status()).toBe(308)
    expect(wrong.headersArray().filter((h) => h.name.toLowerCase() === 'location')).toHaveLength(1)
  })

  test('shows the title, start, until, venue, tickets and categories', async ({ page }) => {
    await page.goto(url(F.onNowA))
    const data = seeded(F.onNowA)
    const start = data.dateStart
    const end = data.dateEnd!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(F.onNowA.title)
    await expect(page.getByText(`${londonDate(start)}, ${londonTime(start)}`)).toBeVisible()
    await expect(page.locator('[data-status="current"]')).toHaveText(
      `On now, until ${londonDate(end)}, ${londonTime(end)}`,
    )
    const venue = page.locator('[data-block="venue"]')
    await expect(venue).toContainText('Events Fixture Hall')
    await expect(venue).toContainText('1 Albert Road, Middlesbrough TS1 1AA')
    await expect(venue).toContainText('Step-free entrance')
    await expect(venue.getByRole('link', { name: /Venue website/ })).toHaveAttribute(
      'href',
      'https://venue.example.org/',
    )
    await expect(
      page.getByRole('complementary').getByRole('link', { name: F.crafts }),
    ).toHaveAttribute('href', `/events/category/${slugify(F.crafts)}`)
    await expect(page.getByText('a fixture event with bold text')).toBeVisible()
  })

  test('tickets "Yes" shows the tickets block with its book link and age limit', async ({
    page,
  }) => {
    await page.goto(url(F.onNowA))
    const tickets = page.locator('[data-block="tickets"]')
    await expect(tickets.getByRole('heading', { name: 'Tickets' })).toBeVisible()
    await expect(tickets.getByText('free for under-16s')).toBeVisible()
    await expect(tickets.getByRole('link', { name: /Book tickets/ })).toHaveAttribute(
      'href',
      F.ticketLink,
    )
    await expect(tickets).toContainText('Age restrictions: Suitable for ages 8 and over')
    await expect(page.locator('[data-block="booking"]')).toHaveCount(0)
  })

  test('tickets "No" and blank (not said) show the reservation-style block, no book link', async ({
    page,
  }) => {
    await page.goto(url(F.onNowB))
    await expect(page.locator('[data-block="booking"]')).toContainText(
      'No ticket needed: just come along.',
    )
    await expect(page.locator('[data-block="tickets"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Book tickets/ })).toHaveCount(0)

    await page.goto(url(F.soon))
    const booking = page.locator('[data-block="booking"]')
    // Not said is not "no need to book": it says where to ask.
    await expect(booking).not.toContainText(/no (booking|ticket) needed/i)
    await expect(
      booking.getByRole('link', { name: 'Ask us whether you need to book' }),
    ).toHaveAttribute('href', /^mailto:/)
    await expect(page.locator('[data-block="tickets"]')).toHaveCount(0)
  })

  test('an ended event says when it ended and offers no calendar download', async ({ page }) => {
    await page.goto(url(F.endedRecently))
    await expect(page.locator('[data-status="expired"]')).toHaveText(
      'Ended Saturday 15th March 2025',
    )
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0)

    // No end date: the day it started.
    await page.goto(url(F.endedUndated))
    await expect(page.locator('[data-status="expired"]')).toHaveText(
      'Ended Tuesday 11th March 2025',
    )
  })

  test('the gallery shows four thumbnails a row, chosen by click or keyboard', async ({ page }) => {
    await page.goto(url(F.onNowA))
    const thumbs = page.getByRole('list', { name: 'Choose a picture' }).getByRole('button')
    await expect(thumbs).toHaveCount(5)
    const tops = await thumbs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
    expect(new Set(tops.slice(0, 4)).size).toBe(1)
    expect(tops[4]).toBeGreaterThan(tops[0]!)

    const main = page.getByRole('figure').locator('img')
    await expect(main).toHaveAttribute('alt', 'Events fixture picture 1')
    await thumbs.nth(2).click()
    await expect(main).toHaveAttribute('alt', 'Events fixture picture 3')
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(thumbs.nth(3)).toBeFocused()
    await expect(main).toHaveAttribute('alt', 'Events fixture picture 4')
    await page.keyboard.press('Home')
    await page.keyboard.press('End')
    await expect(main).toHaveAttribute('alt', 'Events fixture picture 5')
    await expect(page.getByRole('figure')).toContainText('Picture 5 of 5')
  })

  test('has its own title, description, canonical link and Open Graph image', async ({ page }) => {
    await page.goto(url(F.onNowA))
    await expect(page).toHaveTitle(`${F.onNowA.title} | Creative Communities`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `${F.onNowA.title}, described briefly.`,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${url(F.onNowA)}$`),
    )
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /\/demo\/events\/lantern-parade-1\.jpg$/,
    )
  })

  test('its JSON-LD parses and names the event', async ({ page }) => {
    await page.goto(url(F.onNowA))
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = scripts.map((s) => JSON.parse(s) as Record<string, unknown>)
    const ld = data.find((d) => d['@type'] === 'Event')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: F.onNowA.title,
      startDate: seeded(F.onNowA).dateStart.toISOString(),
      endDate: seeded(F.onNowA).dateEnd!.toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Events Fixture Hall' },
      offers: { '@type': 'Offer', url: F.ticketLink },
      organizer: { name: 'Creative Communities' },
    })
  })
})

test.describe('events that change', () => {
  test('a cancelled event says so on its card and its page, offers nothing to book, and tells search engines', async ({
    page,
  }) => {
    await page.goto('/events')
    const card = page.locator(`article[data-event-id="${F.plain.id}"]`)
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(
      page.locator(`article[data-event-id="${F.soon.id}"] [data-event-status]`),
    ).toHaveCount(0)

    await page.goto(url(F.plain))
    await expect(page.getByText('This event is cancelled.')).toBeVisible()
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Book tickets/ })).toHaveCount(0)
    await expect(page.locator('[data-block="booking"], [data-block="tickets"]')).toHaveCount(0)
    await expect(page.locator('[data-planned]')).toContainText('Was planned:')
    const ld = await eventJsonLdOn(page)
    expect(ld.eventStatus).toBe('https://schema.org/EventCancelled')
    expect(ld).not.toHaveProperty('previousStartDate')
    // Axe on this page is in the sweep (e2e/sweep.spec.ts).
  })

  test('a rescheduled event gives its new and old starts, and both to search engines', async ({
    page,
  }) => {
    await page.goto(url(F.oddColour))
    const before = (seeded(F.oddColour) as { previousStart?: Date }).previousStart!
    const notice = page.locator('[data-event-status="rescheduled"]')
    await expect(notice).toContainText('This event has moved to')
    await expect(notice).toContainText(`It was to take place on ${londonDate(before)}`)
    const ld = await eventJsonLdOn(page)
    expect(ld).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: seeded(F.oddColour).dateStart.toISOString(),
      previousStartDate: before.toISOString(),
    })
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveCount(1)
  })

  test('an upcoming event’s page gives its end time as well as its start', async ({ page }) => {
    await page.goto(url(F.soon))
    const { dateStart, dateEnd } = seeded(F.soon)
    await expect(page.locator('main time').first()).toHaveAttribute(
      'datetime',
      dateStart.toISOString(),
    )
    // Its time alone on the same day; day and time when it ends after midnight.
    await expect(page.locator(`time[datetime="${dateEnd!.toISOString()}"]`).first()).toContainText(
      londonTime(dateEnd!),
    )
  })
})

/** The Event block of the page's JSON-LD. */
async function eventJsonLdOn(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const blocks = scripts.map((s) => JSON.parse(s) as Record<string, unknown>)
  return blocks.find((block) => block['@type'] === 'Event')!
}

test.describe('add to calendar', { tag: '@smoke' }, () => {
  test('downloads an .ics that parses, with London evenings in UTC on both sides of DST', async ({
    page,
    request,
  }) => {
    await page.goto(url(F.summer))
    const link = page.getByRole('link', { name: /Add to calendar/ })
    await expect(link).toHaveAttribute('href', `${url(F.summer)}/calendar.ics`)
    const download = page.waitForEvent('download')
    await link.click()
    expect((await download).suggestedFilename()).toBe(`${F.summer.slug}.ics`)

    const cases: [Fixture, string][] = [
      [F.summer, '183000Z'], // 7:30pm BST
      [F.winter, '193000Z'], // 7:30pm GMT
    ]
    for (const [fixture, utcTime] of cases) {
      const response = await request.get(`${url(fixture)}/calendar.ics`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
      expect(response.headers()['content-disposition']).toBe(
        `attachment; filename="${fixture.slug}.ics"`,
      )
      const { events } = parseIcs(await response.text())
      expect(events).toHaveLength(1)
      const event = events[0]!
      expect(prop(event, 'SUMMARY')).toBe(fixture.title)
      expect(prop(event, 'DTSTART')).toMatch(new RegExp(`^\\d{8}T${utcTime}$`))
      expect(prop(event, 'DTSTART')).toBe(
        seeded(fixture)
          .dateStart.toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, ''),
      )
    }
    // Both are shown on their pages as 7:30pm, London time, whatever the server's zone.
    await page.goto(url(F.winter))
    await expect(page.getByText(/, 7:30pm$/)).toBeVisible()
    await page.goto(url(F.summer))
    await expect(page.getByText(/, 7:30pm$/)).toBeVisible()
  })
})
