import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

// The axe checks of the 'Previous' grid's pages; everything else about those pages is a request
// (e2e/request/archive.spec.ts).

const CATEGORY_PATH = '/events/category/archive-fixture-talks'

test.describe("the 'Previous' grid, in pages", () => {
  test("a category's page 2 has no axe violations", async ({ page }) => {
    await page.goto(`${CATEGORY_PATH}/page/2`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/page 2 of 2$/)
    await expectNoAxeViolations(page)
  })

  test("the showcase's last page of past events has no axe violations", async ({ page }) => {
    await page.goto('/events/archive/page/2')
    const last = page
      .getByRole('navigation', { name: 'Pages of past events' })
      .getByRole('link', { name: /^Page \d+$/ })
      .last()
    await page.goto((await last.getAttribute('href')) ?? '')
    await expect(page).toHaveURL(/\/events\/archive\/page\/\d+$/)
    await expectNoAxeViolations(page)
  })
})
