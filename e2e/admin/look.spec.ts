import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { measure, signIn, specAccount } from './editors'

// The two widths' sweeps are the longest admin tests: side by side, on two workers.
test.describe.configure({ mode: 'parallel' })

const editor = specAccount('editor')

/**
 * Every page of the admin area an editor opens, as the navigation reaches them. The editors
 * page, an administrator's, is checked in editors.spec.ts, whose tests change who administers.
 */
const PAGES = [
  '/admin',
  '/admin/events',
  '/admin/events/new',
  '/admin/updates',
  '/admin/updates/new',
  '/admin/media',
  '/admin/media/new',
  '/admin/dictionary',
  '/admin/dictionary/new',
  '/admin/questions',
  '/admin/questions/new',
  '/admin/staff',
  '/admin/staff/new',
  '/admin/venues',
  '/admin/venues/new',
  '/admin/pages',
  '/admin/rounds',
  '/admin/rounds/new',
  '/admin/activity',
  '/admin/deleted',
]

for (const width of [375, 1280]) {
  test(`every admin page at ${width} px: axe finds nothing, no sideways scroll, a compact header`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, editor)
    for (const path of [...PAGES, await firstEventPath(page)]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('load')
      const { sideways, header } = await measure(page)
      expect(sideways, `${path} scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0)
      // One row at 1280 px; on a phone the sections fold behind Menu.
      expect(header, `${path}: the header is ${header} px tall`).toBeLessThanOrEqual(
        width === 375 ? 100 : 72,
      )
      await expectNoAxeViolations(page)
    }
    // Who is signed in: shown whole, or only read out, never cut to a letter or two.
    const who = page.locator('.admin-account__who')
    await expect(who).toContainText(editor.email)
    expect(
      await who.evaluate((el) => el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth),
    ).toBe(true)
  })
}

test('the current section is marked in the navigation, and a phone opens it from Menu', async ({
  page,
}) => {
  await signIn(page, editor, '/admin/events')
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
  await signIn(page, editor, '/admin/events')
  // Kept to one line, and that line fits its column.
  const cells = await page.locator('td.admin-list__date').evaluateAll((tds) =>
    tds.map((td) => ({
      oneLine: getComputedStyle(td).whiteSpace === 'nowrap',
      fits: td.scrollWidth <= td.clientWidth,
    })),
  )
  expect(cells.length).toBeGreaterThan(0)
  expect(cells.filter((cell) => !cell.oneLine || !cell.fits)).toEqual([])
})

/** The edit page of the first event in the list. */
async function firstEventPath(page: Page): Promise<string> {
  await page.goto('/admin/events')
  const href = await page.locator('main tbody a').first().getAttribute('href')
  return href!
}
