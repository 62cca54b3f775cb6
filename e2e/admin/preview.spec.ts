import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { countWithTitle, newAccount, removeRole, signIn, unique, withFirestore } from './editors'
import { fillEventStart, save, saved, savePublished, shown, tickPublished } from './forms'

test.describe('previewing a draft at its public address', () => {
  test('an editor sees the draft with a Preview bar; nobody else can, and nothing is cached', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, await newAccount('editor'), '/admin/events/new')
    const title = unique('Secret Draft Ceilidh')
    await fillEventStart(page, title, '2027-02-14', '19:00')
    await save(page, 'Create event')
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

  test('unsaved changes to a published event open in a new tab, and nothing is written', async ({
    page,
    browser,
  }) => {
    await signIn(page, await newAccount('editor'), '/admin/events/new')
    const title = unique('Lantern Parade')
    await fillEventStart(page, title, '2027-03-06', '18:00')
    await tickPublished(page)
    const { id, path: publicPath } = await savePublished(page, 'Create event')

    // A mistake is marked as for a save, and there is nothing to open.
    await shown(page).getByLabel('Title', { exact: true }).fill('')
    await save(page, 'Preview changes')
    await expect(shown(page).getByText('There is nothing to preview yet')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open the preview in a new tab' })).toHaveCount(0)

    const changed = unique('Lantern Parade, now by the river')
    await shown(page).getByLabel('Title', { exact: true }).fill(changed)
    await save(page, 'Preview changes')
    const open = page.getByRole('link', { name: 'Open the preview in a new tab' })
    await expect(open).toBeFocused()
    const [preview] = await Promise.all([page.waitForEvent('popup'), open.press('Enter')])
    await preview.waitForLoadState()
    const previewPath = new URL(preview.url()).pathname
    expect(previewPath).toMatch(/^\/events\/lantern-parade-now-by-the-river-[a-z0-9]+\/unsaved~/)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed)
    await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(
      'Preview of unsaved changes.',
    )
    await expectNoAxeViolations(preview)

    // Nothing was written: the public page and the stored event are as they were, and the
    // preview's address is nothing to anyone else.
    const visitor = await browser.newContext()
    const published = await visitor.request.get(publicPath)
    expect(await published.text()).toContain(title)
    expect(await published.text()).not.toContain(changed)
    expect((await visitor.request.get(previewPath)).status()).toBe(404)
    await visitor.close()
    const stored = await withFirestore((db) => db.collection('showcase').doc(id).get())
    expect(stored.get('title')).toBe(title)

    // Another editor, previewing too and given the address, finds nothing there: a preview of
    // unsaved changes is its author's only.
    const other = await browser.newPage()
    await signIn(other, await newAccount('editor'))
    await other.goto(`/admin/preview?kind=events&id=${id}`)
    await expect(other.getByRole('region', { name: 'Preview' })).toBeVisible()
    const theirs = await other.request.get(previewPath)
    expect(theirs.status()).toBe(404)
    expect(await theirs.text()).not.toContain(changed)
    await other.close()
    expect((await preview.request.get(previewPath)).status()).toBe(200)

    // A preview lasts hours, not for ever.
    const previewId = decodeURIComponent(previewPath.split('/').pop()!).replace('unsaved~', '')
    await withFirestore((db) =>
      db
        .collection('adminPreviews')
        .doc(previewId)
        .update({ expiresAt: new Date(Date.now() - 1) }),
    )
    expect((await preview.reload())!.status()).toBe(404)

    // The form still holds the change, and saving it publishes it.
    await expect(shown(page).getByLabel('Title', { exact: true })).toHaveValue(changed)
    await saved(page, 'Save changes')
    const after = await withFirestore((db) => db.collection('showcase').doc(id).get())
    expect(after.get('title')).toBe(changed)
  })

  test('a new update can be previewed before it is ever saved', async ({ page }) => {
    await signIn(page, await newAccount('editor'), '/admin/updates/new')
    const title = unique('Open Call for Young Poets')
    await shown(page).getByLabel('Title').fill(title)
    await shown(page).getByLabel('Summary').fill('Poems wanted for the spring festival.')
    await save(page, 'Preview changes')
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Open the preview in a new tab' }).click(),
    ])
    await preview.waitForLoadState()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(
      'Preview of unsaved changes.',
    )
    expect(await countWithTitle('updates', title)).toBe(0)
  })

  test('a draft shows only with the editor’s own proof, and not once the role is gone', async ({
    page,
    browser,
  }) => {
    const editor = await newAccount('editor')
    await signIn(page, editor, '/admin/events/new')
    const title = unique('Proof Draft Recital')
    await fillEventStart(page, title, '2027-03-14', '19:00')
    await save(page, 'Create event')
    await expect(shown(page).getByText('It is a draft: only editors see it.')).toBeVisible()
    await page.getByRole('link', { name: /^Preview it as saved/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const path = new URL(page.url()).pathname
    const cookies = await page.context().cookies()
    const bypass = cookies.find((c) => c.name === '__prerender_bypass')!
    const proof = cookies.find((c) => c.name === '__preview')!
    const session = cookies.find((c) => c.name === '__session')!
    expect(proof).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' })
    // The proof is a token of its own, good for an hour: the session never leaves /admin.
    expect(proof.value).not.toBe(session.value)
    expect(proof.expires * 1000 - Date.now()).toBeLessThanOrEqual(3600_000)

    const holding = async (held: typeof cookies) => {
      const context = await browser.newContext()
      await context.addCookies(held.map((c) => ({ ...c, expires: -1 })))
      const response = await context.request.get(path)
      const seen = { status: response.status(), shows: (await response.text()).includes(title) }
      await context.close()
      return seen
    }
    // Next's draft-mode value is the same for every editor until the next build: alone it
    // shows nothing. With the editor's proof beside it, the draft shows.
    expect(await holding([bypass])).toEqual({ status: 404, shows: false })
    expect(await holding([bypass, proof])).toEqual({ status: 200, shows: true })
    // The session's value where the proof goes (as a preview once sent it) opens nothing.
    expect(await holding([bypass, { ...proof, value: session.value }])).toEqual({
      status: 404,
      shows: false,
    })
    // The editor's role is taken away: both cookies together show nothing any more.
    await removeRole(editor)
    expect(await holding([bypass, proof])).toEqual({ status: 404, shows: false })
  })

  test('ending a preview goes back only to an admin page, whatever the address says', async ({
    page,
  }) => {
    await signIn(page, await newAccount('editor'))
    for (const back of [
      '/admin/events/x%0d%0aSet-Cookie:%20a=b',
      'https://evil.example/',
      '//evil.example',
    ]) {
      const response = await page.request.get(`/admin/preview/end?back=${back}`, {
        maxRedirects: 0,
      })
      expect(response.status(), back).toBe(303)
      expect(response.headers().location, back).toBe('/admin')
    }
    const good = await page.request.get('/admin/preview/end?back=/admin/events/abc', {
      maxRedirects: 0,
    })
    expect(good.headers().location).toBe('/admin/events/abc')
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
