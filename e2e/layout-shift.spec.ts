import { expect, test, type Page } from '@playwright/test'

/**
 * Cumulative layout shift while a page loads and hydrates, measured by the browser's own
 * Layout Instability API (what Lighthouse and Core Web Vitals use), on a phone-sized screen
 * and on a desktop one.
 */
async function layoutShift(page: Page, path: string, hydrated: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __moved: string[] }
    w.__cls = 0
    w.__moved = []
    // What moved, for a failure's message: each shift's elements, from where to where.
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
        : String(node?.nodeName)
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: {
          node: Node | null
          previousRect: DOMRectReadOnly
          currentRect: DOMRectReadOnly
        }[]
      })[]) {
        if (entry.hadRecentInput) continue
        w.__cls += entry.value
        for (const s of entry.sources ?? [])
          w.__moved.push(`${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(path)
  await expect(page.locator(hydrated).first()).toBeVisible()
  // Let images decode and anything late settle.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  const { cls, moved } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __moved: string[] }
    return { cls: w.__cls, moved: w.__moved }
  })
  if (cls) console.log(`[layout shift] ${path}: ${cls}; ${moved.join('; ')}`)
  return cls
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
