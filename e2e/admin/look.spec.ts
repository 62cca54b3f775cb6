import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, signIn, type Account } from './editors'

let admin: Account

test.beforeAll(async () => {
  admin = await newAccount('admin')
})

/** Every page of the admin area an administrator opens, as the navigation reaches them. */
const PAGES = [
  '/admin',
  '/admin/events',
  '/admin/events/new',
  '/admin/updates',
  '/admin/updates/new',
  '/admin/dictionary',
  '/admin/dictionary/new',
  '/admin/questions',
  '/admin/questions/new',
  '/admin/staff',
  '/admin/staff/new',
  '/admin/activity',
  '/admin/deleted',
  '/admin/editors',
]

/** Whether the page scrolls sideways, and the header's height. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    header: document.querySelector('.admin-header')!.getBoundingClientRect().height,
  }))

for (const width of [375, 1280]) {
  test(`every admin page at ${width} px: axe finds nothing, no sideways scroll, a compact header`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, admin)
    for (const path of [...PAGES, await firstEventPath(page)]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const { sideways, header } = await measure(page)
      expect(sideways, `${path} scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0)
      // One row at 1280 px; on a phone the sections fold behind Menu.
      expect(header, `${path}: the header is ${header} px tall`).toBeLessThanOrEqual(
        width === 375 ? 100 : 72,
      )
      await expectNoAxeViolations(page)
    }
  })
}

test('the current section is marked in the navigation, and a phone opens it from Menu', async ({
  page,
}) => {
  await signIn(page, admin)
  await page.goto('/admin/events')
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Showcase' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current')

  await page.setViewportSize({ width: 375, height: 800 })
  await expect(nav.getByRole('link', { name: 'News' })).toBeHidden()
  await nav.getByRole('button', { name: 'Menu' }).click()
  await nav.getByRole('link', { name: 'News' }).click()
  await expect(page).toHaveURL(/\/admin\/updates$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
})

test('the list of events keeps each date on one line at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, admin)
  await page.goto('/admin/events')
  // Each date cell's text, measured without its padding, in lines.
  const lines = await page.locator('td.admin-list__date').evaluateAll((cells) =>
    cells.map((cell) => {
      const style = getComputedStyle(cell)
      const text =
        cell.getBoundingClientRect().height -
        parseFloat(style.paddingTop) -
        parseFloat(style.paddingBottom)
      return text / parseFloat(style.lineHeight)
    }),
  )
  expect(lines.length).toBeGreaterThan(0)
  expect(Math.max(...lines)).toBeLessThan(1.5)
})

/** The edit page of the first event in the list. */
async function firstEventPath(page: Page): Promise<string> {
  await page.goto('/admin/events')
  const href = await page.locator('main tbody a').first().getAttribute('href')
  return href!
}
