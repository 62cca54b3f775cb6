// A category combined with filters and dates (lib/events/views.ts), in a browser only for what
// needs one: the category's page and a combined view, with their new links, are axe clean and
// fit at a phone's width and a desktop's. What the views list, link and hold in their feeds is
// checked by requests in e2e/views.spec.ts.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

const facts = '/events/category/facts-fixture-sessions'

// One axe run per test: on this shared machine one takes up to half a minute.
for (const width of [375, 1280]) {
  for (const path of [facts, `${facts}/filter/family/next-7-days`]) {
    test(`${path} is axe clean and fits at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.getByRole('navigation', { name: 'Filters' })).toBeVisible()
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
}
