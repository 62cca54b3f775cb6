import { expect, test, type Page } from '@playwright/test'

/**
 * Cumulative layout shift while a page loads and hydrates, measured by the browser's own
 * Layout Instability API (what Lighthouse and Core Web Vitals use), on a phone-sized screen
 * and on a desktop one.
 */
async function layoutShift(page: Page, path: string, hydrated: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(path)
  await expect(page.locator(hydrated).first()).toBeVisible()
  // Let images decode and anything late settle.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test.describe(`layout shift at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('the featured banner on /events does not move anything', async ({ page }) => {
      const cls = await layoutShift(
        page,
        '/events',
        'section[aria-roledescription="carousel"] button:not([disabled])',
      )
      expect(cls).toBe(0)
    })

    test('the slideshow on /updates does not move its thumbnails', async ({ page }) => {
      const cls = await layoutShift(page, '/updates', '[data-hydrated="true"]')
      expect(cls).toBe(0)
    })
  })
}
