import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { countWithTitle, signIn, specAccount, unique, withFirestore } from './editors'
import { openId, publicPathOf, save, saved, shown, tickPublished, unpublish } from './forms'

const editor = specAccount('editor')

test.describe('editing updates', () => {
  test('an update with a form is on /updates and at its own address within 5 seconds', async ({
    page,
    request,
  }) => {
    await signIn(page, editor, '/admin/updates/new')
    await expectNoAxeViolations(page)
    const title = unique('Call for Cultural Collaborators')
    await shown(page).getByLabel('Title').fill(title)
    await shown(page).getByLabel('Summary').fill('Join the team that chooses what happens next.')
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Volunteer roles, expenses paid.')
    await shown(page).getByRole('button', { name: 'Attach a form' }).click()
    await shown(page).getByLabel('Title').nth(1).fill('Apply to join')
    await shown(page).getByLabel('Address').fill('https://forms.example.org/collaborators')
    await expectNoAxeViolations(page)
    await tickPublished(page)
    const started = Date.now()
    await saved(page, 'Create update')
    const id = openId(page)

    const listing = await (await request.get('/updates')).text()
    expect(listing).toContain(title)
    const own = await request.get(await publicPathOf(page))
    expect(own.status()).toBe(200)
    const html = await own.text()
    expect(html).toContain(title)
    expect(html).toContain('href="https://forms.example.org/collaborators"')
    const seconds = (Date.now() - started) / 1000
    console.log(`[admin] publish → visible on /updates and its page: ${seconds} s`)
    expect(seconds).toBeLessThan(5)

    const stored = await withFirestore((db) => db.collection('updates').doc(id).get())
    expect(stored.get('forms')).toEqual([
      {
        formTitle: 'Apply to join',
        formURL: 'https://forms.example.org/collaborators',
        formDescription: '',
      },
    ])
  })

  test('a bad attached form is marked in place, and the typed forms are kept', async ({ page }) => {
    await signIn(page, editor, '/admin/updates/new')
    const title = unique('Open Call')
    await shown(page).getByLabel('Title').fill(title)
    await shown(page).getByRole('button', { name: 'Attach a form' }).click()
    await shown(page).getByRole('button', { name: 'Attach a form' }).click()
    const titles = shown(page).getByLabel('Title', { exact: true })
    await titles.nth(1).fill('Good form')
    await shown(page).getByLabel('Address').nth(0).fill('https://forms.example.org/good')
    await titles.nth(2).fill('Bad form')
    await shown(page).getByLabel('Address').nth(1).fill('//evil.example/x')
    await save(page, 'Create update')

    const bad = shown(page).getByLabel('Address').nth(1)
    await expect(bad).toHaveAttribute('aria-invalid', 'true')
    await expect(bad).toHaveValue('//evil.example/x')
    await expect(shown(page).getByLabel('Address').nth(0)).toHaveValue(
      'https://forms.example.org/good',
    )
    await expect(shown(page).getByLabel('Address').nth(0)).not.toHaveAttribute('aria-invalid')
    expect(await countWithTitle('updates', title)).toBe(0)
  })

  test('unpublishing an update takes its page off the site', async ({ page, request }) => {
    await signIn(page, editor, '/admin/updates/new')
    const title = unique('Festival Round-up')
    await shown(page).getByLabel('Title').fill(title)
    await tickPublished(page)
    await save(page, 'Create update')
    await expect(shown(page).getByText('Saved.')).toBeVisible()
    const path = await publicPathOf(page)
    expect((await request.get(path)).status()).toBe(200)
    await unpublish(page, request, { path, listing: '/updates', title })
  })
})
