import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { FACTS_FIXTURES as F } from './fixtures/facts.mjs'

// At 375 and 1280 px: axe and sideways scrolling on the pages of cost, ages and access. What
// those pages say and link is checked once, as requests (e2e/request/facts.spec.ts).

const eventPath = (f: { slug: string; id: string }) => `/events/${f.slug}/${f.id}`

for (const width of [375, 1280]) {
  test.describe(`cost, ages and access at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the pages of free and BSL-interpreted events pass axe and fit', async ({ page }) => {
      await page.goto('/events/access/bsl-interpreted')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('BSL-interpreted events')
      await expectNoAxeViolations(page)

      await page.goto('/events/free')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free events')
      await expectNoAxeViolations(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    })

    test("an event's page with them passes axe", async ({ page }) => {
      await page.goto(eventPath(F.puppets))
      await expect(page.locator('[data-block="facts"]')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
