import { expect, test, type Page } from '@playwright/test'
import { UPDATES_FIXTURES as F } from './fixtures/updates.mjs'
import { fixtureNow } from './support/env'

const url = (u: { slug: string; id: string }) => `/updates/${u.slug}/${u.id}`

// The server-HTML checks of the updates (listings, pages, paging, head, opportunities) are in
// e2e/request/updates.spec.ts; what stays here needs a browser: the slideshow's timing and
// layout. The feeds' checks are requests too, parsed by jsdom's XML parser; axe on the updates'
// pages is in the sweep (e2e/sweep.spec.ts).

/**
 * Fakes the page's timers and stops them before the page loads: from then on time moves only
 * by `page.clock.runFor`, so the test decides exactly when four seconds have passed.
 */
async function pauseTimers(page: Page) {
  const start = fixtureNow()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1_000))
}

test.describe('slideshow', () => {
  const imageAlt = () => '[data-testid="slideshow-image"]'

  test('advances after 4 seconds, wraps, and stops when a thumbnail is chosen', async ({
    page,
  }) => {
    await pauseTimers(page)
    await page.goto(url(F.latest))
    const image = page.locator(imageAlt())
    const [first, second, third] = F.images
    await expect(image).toHaveAttribute('alt', first!.imageTitle)
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await page.clock.runFor(3_900)
    await expect(image).toHaveAttribute('alt', first!.imageTitle)
    await page.clock.runFor(100)
    await expect(image).toHaveAttribute('alt', second!.imageTitle)
    await page.clock.runFor(4_000)
    await expect(image).toHaveAttribute('alt', third!.imageTitle)
    await page.clock.runFor(4_000)
    await expect(image).toHaveAttribute('alt', first!.imageTitle)

    const thumbnails = page.getByRole('list', { name: 'Choose an image' }).getByRole('button')
    await expect(thumbnails).toHaveCount(3)
    await thumbnails.nth(2).click()
    await expect(image).toHaveAttribute('alt', third!.imageTitle)
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(12_000)
    await expect(image).toHaveAttribute('alt', third!.imageTitle)
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('lays out four thumbnails to a row', async ({ page }) => {
    await page.goto(url(F.fiveImages))
    const thumbnails = page.getByRole('list', { name: 'Choose an image' }).getByRole('listitem')
    await expect(thumbnails).toHaveCount(5)
    const tops = await thumbnails.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    )
    expect(new Set(tops.slice(0, 4)).size).toBe(1)
    expect(tops[4]).toBeGreaterThan(tops[0]!)
  })

  test('the pause button stops the advance', async ({ page }) => {
    await pauseTimers(page)
    await page.goto(url(F.fiveImages))
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.clock.runFor(10_000)
    await expect(page.locator(imageAlt())).toHaveAttribute('alt', F.images[0]!.imageTitle)
  })

  test('does not move by itself when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await pauseTimers(page)
    await page.goto(url(F.fiveImages))
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(1)
    await page.clock.runFor(10_000)
    await expect(page.locator(imageAlt())).toHaveAttribute('alt', F.images[0]!.imageTitle)
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('pauses while the pointer is over it, like the featured banner', async ({ page }) => {
    await pauseTimers(page)
    await page.goto(url(F.fiveImages))
    await page.getByTestId('slideshow-image').hover()
    await page.clock.runFor(10_000)
    await expect(page.locator(imageAlt())).toHaveAttribute('alt', F.images[0]!.imageTitle)
  })
})
