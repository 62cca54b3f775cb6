import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, shown, signIn, unique } from './editors'

test.describe('previewing a draft at its public address', () => {
  test('an editor sees the draft with a Preview bar; nobody else can, and nothing is cached', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, await newAccount('editor'))
    await page.goto('/admin/events/new')
    const title = unique('Secret Draft Ceilidh')
    await shown(page).getByLabel('Title', { exact: true }).fill(title)
    await shown(page).getByLabel('Starts on').fill('2027-02-14')
    await shown(page).locator('input[name="dateStartTime"]').fill('19:00')
    await page.getByRole('button', { name: 'Create event' }).click()
    await expect(shown(page).getByText('It is a draft: only editors see it.')).toBeVisible()

    const [response] = await Promise.all([
      page.waitForResponse((r) => /\/events\/secret-draft-ceilidh-/.test(r.url())),
      page.getByRole('link', { name: /^Preview it as saved/ }).click(),
    ])
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/no-store/)
    const path = new URL(page.url()).pathname
    expect(path).toMatch(/^\/events\/secret-draft-ceilidh-[a-z0-9]+\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Preview.')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)

    // A visitor, and a visitor who makes up the preview cookie, find nothing there.
    const visitor = await browser.newContext()
    expect((await visitor.request.get(path)).status()).toBe(404)
    await visitor.addCookies([{ name: '__prerender_bypass', value: 'made-up', url: baseURL! }])
    const forged = await visitor.request.get(path)
    expect(forged.status()).toBe(404)
    expect(await forged.text()).not.toContain(title)
    await visitor.close()

    // Ending the preview goes back to editing, and the draft is hidden again.
    await page.getByRole('link', { name: 'End preview and go back to editing' }).click()
    await expect(page).toHaveURL(/\/admin\/events\/[^/?]+$/)
    expect((await page.request.get(path)).status()).toBe(404)
  })

  test('without a session the preview route turns nothing on', async ({ request }) => {
    const response = await request.get('/admin/preview?kind=events&id=anything', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    expect(response.headers().location).toBe('/admin/sign-in')
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  })
})
