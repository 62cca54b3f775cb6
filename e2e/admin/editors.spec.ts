import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, onlyAdministrator, shown, signIn } from './editors'

test.describe('managing editors', () => {
  test('an administrator gives a new account the editor role, and it can edit at once', async ({
    page,
    browser,
  }) => {
    const admin = await newAccount('admin')
    const newcomer = await newAccount(null)
    const theirs = await (await browser.newContext()).newPage()
    await signIn(theirs, newcomer)
    await expect(theirs).toHaveURL(/\/admin\/no-role$/)

    await signIn(page, admin)
    await page.getByRole('link', { name: 'Editors' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editors')
    await expectNoAxeViolations(page)
    const row = page.getByRole('row', { name: new RegExp(newcomer.email) })
    await expect(row.getByRole('cell', { name: 'Never' })).toHaveCount(0)
    await shown(page).getByLabel(`Role of ${newcomer.email}`).selectOption('editor')
    await row.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: newcomer.email })).toHaveText(
      `Saved the role of ${newcomer.email}.`,
    )

    await theirs.reload()
    await expect(theirs).toHaveURL(/\/admin$/)
    await theirs.goto('/admin/events/new')
    await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Add an event')
    // Editors do not manage editors.
    await theirs.goto('/admin/editors')
    await expect(theirs).not.toHaveURL(/\/admin\/editors/)
  })

  test('the last administrator cannot be removed', async ({ page }) => {
    const admin = await newAccount('admin')
    await signIn(page, admin)
    await onlyAdministrator(admin)
    await page.goto('/admin/editors')
    await shown(page).getByLabel(`Role of ${admin.email}`).selectOption('none')
    await page
      .getByRole('row', { name: new RegExp(admin.email) })
      .getByRole('button', { name: 'Save' })
      .click()
    await expect(page.getByRole('alert').filter({ hasText: 'last administrator' })).toBeVisible()
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit the site')
  })
})
