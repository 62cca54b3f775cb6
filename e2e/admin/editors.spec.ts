import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { randomUUID } from 'node:crypto'
import {
  identityToolkit,
  newAccount,
  nextSecond,
  onlyAdministrator,
  shown,
  signIn,
} from './editors'

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

  test('an invited editor chooses a password from the link, signs in and can edit', async ({
    page,
    browser,
  }) => {
    const admin = await newAccount('admin')
    await signIn(page, admin)
    await page.goto('/admin/editors')
    const email = `invited-${randomUUID().slice(0, 8)}@example.org`
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Role', { exact: true }).selectOption('editor')
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    const link = await page.getByLabel('Link to send').inputValue()
    expect(link).toContain('oobCode=')
    await expectNoAxeViolations(page)
    await page.reload()
    const row = page.getByRole('row', { name: new RegExp(email) })
    await expect(row).toContainText(`Invited as editor by ${admin.email}`)

    // What the link's page does: choose a password with the code it carries.
    const oobCode = new URL(link).searchParams.get('oobCode')
    const password = `pw-${randomUUID()}`
    const chosen = await identityToolkit('resetPassword', { oobCode, newPassword: password })
    expect(chosen.status).toBe(200)
    await nextSecond()
    const theirs = await (await browser.newContext()).newPage()
    await signIn(theirs, { email, password })
    await expect(theirs).toHaveURL(/\/admin$/)
    await theirs.goto('/admin/updates/new')
    await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Add an update')

    await page.reload()
    await expect(shown(page).getByLabel(`Role of ${email}`)).toHaveValue('editor')
    await page.goto(`/admin/activity?collection=accounts`)
    await expect(page.getByRole('row').filter({ hasText: email }).first()).toContainText(
      admin.email,
    )
  })

  test('an account someone else made for an address never takes the role an invitation offers', async ({
    page,
    browser,
  }) => {
    const admin = await newAccount('admin')
    // Anyone can make an account for any address with the public web API key.
    const taken = { email: `taken-${randomUUID().slice(0, 8)}@example.org`, password: 'pw-taker-1' }
    const made = await identityToolkit('signUp', { ...taken, returnSecureToken: true })
    expect(made.status).toBe(200)

    await signIn(page, admin)
    await page.goto('/admin/editors')
    await page.getByLabel('E-mail address').fill(taken.email)
    await page.getByLabel('Role', { exact: true }).selectOption('admin')
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    await expect(page.locator('.admin-invite .admin-alert')).toContainText('already exists')
    await expect(page.getByLabel('Link to send')).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Whoever made the account signs in: it has no role, before or after the refusal.
    const theirs = await (await browser.newContext()).newPage()
    await signIn(theirs, taken)
    await expect(theirs).toHaveURL(/\/admin\/no-role$/)

    // The administrator replaces it: that account can no longer sign in at all, and the
    // invitation's link belongs to a new account made for the address.
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('admin')
    await page.getByRole('button', { name: 'Replace that account and invite' }).click()
    await expect(page.getByLabel('Link to send')).toHaveValue(/oobCode=/)
    await theirs.reload()
    await expect(theirs).toHaveURL(/\/admin\/sign-in$/)
    const again = await identityToolkit('signInWithPassword', { ...taken, returnSecureToken: true })
    expect(again.status).toBe(400)
  })

  test('removing an editor signs them out everywhere at once', async ({ page, browser }) => {
    const admin = await newAccount('admin')
    const leaving = await newAccount('editor')
    const theirs = await (await browser.newContext()).newPage()
    await signIn(theirs, leaving)
    await theirs.goto('/admin/events')
    await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Events')

    await signIn(page, admin)
    await page.goto('/admin/editors')
    await page.getByRole('button', { name: `Remove access for ${leaving.email}` }).click()
    await expect(page.getByRole('status').filter({ hasText: leaving.email })).toHaveText(
      `${leaving.email} can no longer edit, and is signed out everywhere.`,
    )
    await theirs.goto('/admin/events')
    await expect(theirs).toHaveURL(/\/admin\/sign-in$/)
  })
})
