import { expect, test } from '@playwright/test'
import { ARCHIVE_CATEGORY, ARCHIVE_FIXTURES as F } from '../fixtures/archive.mjs'
import { EVENTS_FIXTURES as E } from '../fixtures/events.mjs'
import { getHtml, type Html } from '../support/html'

// Moved from e2e/archive.spec.ts (docs/testing.md): the pages of the 'Previous' grid as the
// server sends them. Where the browser test clicked a link, this one reads its href and
// requests it. Their axe checks stay there.

const CATEGORY_PATH = '/events/category/archive-fixture-talks'
const ids = F.map((f) => f.id)
const absolute = (path: string) => new URL(path, process.env.E2E_BASE_URL).toString()

/** The event ids of the cards in the 'Previous' grid, in page order. */
const previousIds = (html: Html) =>
  html
    .all('section[data-grid="previous"] article[data-event-id]')
    .map((card) => html.attr(card, 'data-event-id') ?? '')

const locations = (response: { headersArray(): { name: string; value: string }[] }) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'location')
    .map((h) => new URL(h.value, 'http://x').pathname)

test.describe("the 'Previous' grid, in pages", () => {
  test("a category's past events are paged, the most recently ended first", async ({ request }) => {
    const html = await getHtml(request, CATEGORY_PATH)
    expect(previousIds(html)).toEqual(ids.slice(0, 24))
    const nav = html.named('nav', `Pages of past ${ARCHIVE_CATEGORY} events`)
    expect(html.attr(html.link('Page 1', nav), 'aria-current')).toBe('page')
    const older = html.link(/Older/, nav)
    expect(html.attr(older, 'href')).toBe(`${CATEGORY_PATH}/page/2`)
    expect(html.attr(older, 'rel')).toBe('next')

    const page2 = await getHtml(request, html.attr(older, 'href')!)
    expect(page2.text(page2.one('h1'))).toBe(`Past ${ARCHIVE_CATEGORY} events: page 2 of 2`)
    expect(previousIds(page2)).toEqual(ids.slice(24))
    const nav2 = page2.named('nav', `Pages of past ${ARCHIVE_CATEGORY} events`)
    expect(page2.href(/Newer/, nav2)).toBe(CATEGORY_PATH)
    expect(page2.links(/Older/, nav2)).toHaveLength(0)
    expect(page2.attr(page2.one('link[rel="canonical"]'), 'href')).toBe(
      absolute(`${CATEGORY_PATH}/page/2`),
    )
  })

  test('the whole showcase pages its past events, down to the oldest', async ({ request }) => {
    const html = await getHtml(request, '/events')
    const first = previousIds(html)
    expect(first).toHaveLength(24)
    // Other specs' past events ended later, so they come first.
    expect(first).toContain(E.endedRecently.id)
    const older = html.href(/Older/, html.named('nav', 'Pages of past events'))
    expect(older).toMatch(/\/events\/archive\/page\/2$/)
    const page2 = await getHtml(request, older)
    expect(page2.text(page2.one('h1'))).toMatch(/^Past events: page 2 of \d+$/)
    const second = previousIds(page2)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((t) => first.includes(t))).toEqual([])

    const last = page2.links(/^Page \d+$/, page2.named('nav', 'Pages of past events')).at(-1)!
    const lastHref = page2.attr(last, 'href') ?? ''
    expect(lastHref).toMatch(/\/events\/archive\/page\/\d+$/)
    const lastPage = await getHtml(request, lastHref)
    expect(previousIds(lastPage).at(-1)).toBe(ids.at(-1))
  })

  test('page 1 is the listing itself; a page that cannot exist is a 404', async ({ request }) => {
    for (const [one, home] of [
      ['/events/archive/page/1', '/events'],
      [`${CATEGORY_PATH}/page/1`, CATEGORY_PATH],
    ]) {
      const response = await request.get(one!, { maxRedirects: 0 })
      expect(response.status(), one).toBe(308)
      expect(locations(response), one).toEqual([home])
    }
    for (const bad of [
      '/events/archive/page/9999',
      '/events/archive/page/02',
      '/events/archive/page/0',
      '/events/archive/page',
      `${CATEGORY_PATH}/page/9999`,
      // Past the category's 30 events: the proxy's bound is the events started, per category.
      `${CATEGORY_PATH}/page/3`,
      `${CATEGORY_PATH}/page/x`,
      `${CATEGORY_PATH}/pages/2`,
      '/events/category/no-such-category/page/2',
    ]) {
      expect((await request.get(bad, { maxRedirects: 0 })).status(), bad).toBe(404)
    }
  })

  test('an event page shows a few past events and links to the rest', async ({ request }) => {
    const html = await getHtml(request, `/events/${F[0]!.slug}/${F[0]!.id}`)
    const past = html.one('section[data-grid="previous"]')
    expect(html.all('article', past)).toHaveLength(6)
    const more = html.href(/^See all \d+ past events$/, past)
    expect(more).toBe('/events#previous-heading')
    // Followed: the showcase, with the grid the fragment names.
    const events = await getHtml(request, more)
    expect(events.all('#previous-heading')).toHaveLength(1)
  })

  test.describe('without JavaScript', () => {
    test('the page links work', async ({ request }) => {
      const html = await getHtml(request, CATEGORY_PATH)
      const older = html.href(/Older/)
      expect(older).toMatch(new RegExp(`${CATEGORY_PATH}/page/2$`))
      const page2 = await getHtml(request, older)
      const event = await getHtml(request, page2.href(F.at(-1)!.title))
      expect(event.text(event.one('h1'))).toBe(F.at(-1)!.title)
    })
  })
})
