import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { randomUUID } from 'node:crypto'
import {
  identityToolkit,
  measure,
  newAccount,
  nextSecond,
  onlyAdministrator,
  passwordEmailLink,
  signIn,
} from './editors'
import { shown } from './forms'

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
    // …and are told why, and whom to ask.
    await expect(theirs.locator('[data-refused="admin"]')).toContainText(
      'The page you asked for is for administrators only',
    )
    await expectNoAxeViolations(theirs)
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

  test('an invited editor gets Firebase’s e-mail, chooses a password from its link, and can edit', async ({
    page,
    browser,
  }) => {
    const admin = await newAccount('admin')
    await signIn(page, admin, '/admin/editors')
    const email = `invited-${randomUUID().slice(0, 8)}@example.org`
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Role', { exact: true }).selectOption('editor')
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    await expect(page.locator('.admin-invite .admin-notice')).toContainText(
      `${email} is invited. Firebase has e-mailed them a link to choose a password`,
    )
    await expectNoAxeViolations(page)
    await page.reload()
    const row = page.getByRole('row', { name: new RegExp(email) })
    await expect(row).toContainText(`Invited as editor by ${admin.email}`)

    // The invited person follows the e-mail's link, on a browser of their own.
    const theirs = await (await browser.newContext()).newPage()
    const link = await passwordEmailLink(email)
    await theirs.goto(link)
    await expect(theirs.getByText(`Choose a password for ${email}`)).toBeVisible()
    await expectNoAxeViolations(theirs)
    await theirs.getByLabel('New password').fill('short')
    await theirs.getByRole('button', { name: 'Choose this password and sign in' }).click()
    await expect(theirs.getByRole('alert').filter({ hasText: 'password' })).toContainText(
      'at least 10 characters',
    )
    await theirs.getByLabel('New password').fill(`pw-${randomUUID()}`)
    await theirs.getByRole('button', { name: 'Choose this password and sign in' }).click()
    await expect(theirs).toHaveURL(/\/admin$/)
    await theirs.goto('/admin/updates/new')
    await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Add an update')

    // The link is spent.
    const spent = await (await browser.newContext()).newPage()
    await spent.goto(link)
    await expect(spent.getByRole('alert').filter({ hasText: 'link' })).toContainText(
      'Ask for a new one',
    )

    await page.reload()
    await expect(shown(page).getByLabel(`Role of ${email}`)).toHaveValue('editor')
    await page.goto(`/admin/activity?collection=accounts`)
    await expect(page.getByRole('row').filter({ hasText: email }).first()).toContainText(
      admin.email,
    )
  })

  test('an editor who forgot their password gets a new one through Firebase’s e-mail', async ({
    page,
  }) => {
    const forgetful = await newAccount('editor')
    await page.goto('/admin/sign-in')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?')
    await expectNoAxeViolations(page)
    await shown(page).getByLabel('E-mail address').fill(forgetful.email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'If ' })).toContainText(
      `If ${forgetful.email} has an account here, an e-mail from Firebase is on its way`,
    )
    // An address nobody uses is answered the same: the form tells nobody who edits the site.
    await shown(page)
      .getByLabel('E-mail address')
      .fill(`nobody-${randomUUID().slice(0, 8)}@example.org`)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'If ' })).toContainText('If nobody-')

    await nextSecond()
    const password = `pw-${randomUUID()}`
    await page.goto(await passwordEmailLink(forgetful.email))
    await page.getByLabel('New password').fill(password)
    await page.getByRole('button', { name: 'Choose this password and sign in' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    // The old password no longer works; the new one does.
    const old = await identityToolkit('signInWithPassword', {
      email: forgetful.email,
      password: forgetful.password,
      returnSecureToken: true,
    })
    expect(old.status).toBe(400)
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

    await signIn(page, admin, '/admin/editors')
    await page.getByLabel('E-mail address').fill(taken.email)
    await page.getByLabel('Role', { exact: true }).selectOption('admin')
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    await expect(page.locator('.admin-invite .admin-alert')).toContainText('already exists')
    await expect(page.locator('.admin-invite .admin-notice')).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Whoever made the account signs in: it has no role, before or after the refusal.
    const theirs = await (await browser.newContext()).newPage()
    await signIn(theirs, taken)
    await expect(theirs).toHaveURL(/\/admin\/no-role$/)

    // The administrator replaces it: that account can no longer sign in at all, and the
    // invitation's link belongs to a new account made for the address.
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('admin')
    await page.getByRole('button', { name: 'Replace that account and invite' }).click()
    await expect(page.locator('.admin-invite .admin-notice')).toContainText(
      'Firebase has e-mailed them a link to choose a password',
    )
    await theirs.reload()
    await expect(theirs).toHaveURL(/\/admin\/sign-in$/)
    const again = await identityToolkit('signInWithPassword', { ...taken, returnSecureToken: true })
    expect(again.status).toBe(400)
  })

  test('the editors page at 375 and 1280 px: axe finds nothing, no sideways scroll', async ({
    page,
  }) => {
    await signIn(page, await newAccount('admin'))
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin/editors')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editors')
      const { sideways } = await measure(page)
      expect(sideways, `scrolls sideways by ${sideways} px at ${width} px`).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page)
    }
  })

  test('removing an editor signs them out everywhere at once', async ({ page, browser }) => {
    const admin = await newAccount('admin')
    const leaving = await newAccount('editor')
    const theirs = await (await browser.newContext()).newPage()
    await signIn(theirs, leaving)
    await theirs.goto('/admin/events')
    await expect(theirs.getByRole('heading', { level: 1 })).toHaveText('Showcase')

    await signIn(page, admin, '/admin/editors')
    await page.getByRole('button', { name: `Remove access for ${leaving.email}` }).click()
    await expect(page.getByRole('status').filter({ hasText: leaving.email })).toHaveText(
      `${leaving.email} can no longer edit, and is signed out everywhere.`,
    )
    // Moving on inside the admin area (the client router) lands on sign-in, and the header
    // there no longer names them.
    await theirs
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'News' })
      .click()
    await expect(theirs).toHaveURL(/\/admin\/sign-in$/)
    await expect(theirs.locator('.admin-account')).toHaveCount(0)
    await expect(theirs.getByText(leaving.email)).toHaveCount(0)
  })
})
