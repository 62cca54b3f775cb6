import { expect, test } from '@playwright/test'
import { PAGES_FIXTURES as F } from './fixtures/pages.mjs'
import { expectNoAxeViolations } from './support/axe'

// What needs a browser: positions on a phone, and axe. The rest of FYI's checks are requests
// (e2e/request/fyi.spec.ts).

test.describe('the FAQ', () => {
  test('on a phone, the chosen section comes first', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const top = async (name: string) =>
      (await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox())?.y ?? -1

    await page.goto(`/fyi/questions/${encodeURIComponent(F.punctuatedCategory)}`)
    expect(await top('Questions')).toBeLessThan(await top('Dictionary'))
    // The first answer's question is on the first screen, not below the dictionary.
    const first = page.getByRole('main').getByRole('heading', { level: 3 }).first()
    expect((await first.boundingBox())?.y ?? Infinity).toBeLessThan(800)

    await page.goto('/fyi/dictionary/q')
    expect(await top('Dictionary')).toBeLessThan(await top('Questions'))
  })
})

test.describe('FYI accessibility', () => {
  for (const path of [
    '/fyi/dictionary/q',
    `/fyi/questions/${encodeURIComponent(F.punctuatedCategory)}`,
  ]) {
    test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})
