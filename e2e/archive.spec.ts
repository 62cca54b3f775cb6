import { expect, test, type Page } from '@playwright/test'
import { ARCHIVE_CATEGORY, ARCHIVE_FIXTURES as F } from './fixtures/archive.mjs'
import { EVENTS_FIXTURES as E } from './fixtures/events.mjs'
import { expectNoAxeViolations } from './support/axe'

const CATEGORY_PATH = '/events/category/archive-fixture-talks'
const ids = F.map((f) => f.id)
const absolute = (path: string) => new URL(path, process.env.E2E_BASE_URL).toString()

/** The event ids of the cards in the 'Previous' grid, in page order. */
async function previousIds(page: Page): Promise<string[]> {
  return page
    .locator('section[data-grid="previous"] article[data-event-id]')
    .filter({ visible: true })
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-event-id') ?? ''))
}

const locations = (response: { headersArray(): { name: string; value: string }[] }) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'location')
    .map((h) => new URL(h.value, 'http://x').pathname)

test.describe("the 'Previous' grid, in pages", () => {
  test("a category's past events are paged, the most recently ended first", async ({ page }) => {
    await page.goto(CATEGORY_PATH)
    expect(await previousIds(page)).toEqual(ids.slice(0, 24))
    const nav = page.getByRole('navigation', { name: `Pages of past ${ARCHIVE_CATEGORY} events` })
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    const older = nav.getByRole('link', { name: /Older/ })
    await expect(older).toHaveAttribute('href', `${CATEGORY_PATH}/page/2`)
    await expect(older).toHaveAttribute('rel', 'next')

    await older.click()
    await expect(page).toHaveURL(new RegExp(`${CATEGORY_PATH}/page/2$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Past ${ARCHIVE_CATEGORY} events: page 2 of 2`,
    )
    expect(await previousIds(page)).toEqual(ids.slice(24))
    const nav2 = page.getByRole('navigation', { name: `Pages of past ${ARCHIVE_CATEGORY} events` })
    await expect(nav2.getByRole('link', { name: /Newer/ })).toHaveAttribute('href', CATEGORY_PATH)
    await expect(nav2.getByRole('link', { name: /Older/ })).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absolute(`${CATEGORY_PATH}/page/2`),
    )
    await expectNoAxeViolations(page)
  })

  test('the whole showcase pages its past events, down to the oldest', async ({ page }) => {
    await page.goto('/events')
    const first = await previousIds(page)
    expect(first).toHaveLength(24)
    // Other specs' past events ended later, so they come first.
    expect(first).toContain(E.endedRecently.id)
    const nav = page.getByRole('navigation', { name: 'Pages of past events' })
    await nav.getByRole('link', { name: /Older/ }).click()
    await expect(page).toHaveURL(/\/events\/archive\/page\/2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Past events: page 2 of \d+$/)
    const second = await previousIds(page)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((t) => first.includes(t))).toEqual([])

    const last = page
      .getByRole('navigation', { name: 'Pages of past events' })
      .getByRole('link', { name: /^Page \d+$/ })
      .last()
    await last.click()
    await expect(page).toHaveURL(/\/events\/archive\/page\/\d+$/)
    expect((await previousIds(page)).at(-1)).toBe(ids.at(-1))
    await expectNoAxeViolations(page)
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

  test('an event page shows a few past events and links to the rest', async ({ page }) => {
    await page.goto(`/events/${F[0]!.slug}/${F[0]!.id}`)
    const past = page.locator('section[data-grid="previous"]')
    await expect(past.locator('article').filter({ visible: true })).toHaveCount(6)
    const more = past.getByRole('link', { name: /^See all \d+ past events$/ })
    await expect(more).toHaveAttribute('href', '/events#previous-heading')
    await more.click()
    await expect(page).toHaveURL(/\/events#previous-heading$/)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the page links work', async ({ page }) => {
      await page.goto(CATEGORY_PATH)
      await page.getByRole('link', { name: /Older/ }).click()
      await expect(page).toHaveURL(new RegExp(`${CATEGORY_PATH}/page/2$`))
      await page.getByRole('link', { name: F.at(-1)!.title }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(F.at(-1)!.title)
    })
  })
})
