import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, signIn } from './editors'
import { fieldError, openId, save, saved, shown } from './forms'

test('an editor adds, edits and deletes a word; the dictionary page follows, and a repeat is refused', async ({
  page,
  request,
}) => {
  await signIn(page, await newAccount('editor'), '/admin/dictionary')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dictionary')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Add a word' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a word')
  await expectNoAxeViolations(page)

  const word = `Quillwork ${randomUUID().slice(0, 6)}`
  await shown(page).getByLabel('Word').fill(word)
  await shown(page).getByLabel('Type').fill('noun')
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Embroidery with dyed porcupine quills.')
  await saved(page, 'Add the word')
  const id = openId(page)
  await expectNoAxeViolations(page)

  const letterPage = async () => (await request.get('/fyi/dictionary/q')).text()
  expect(await letterPage()).toContain(word)
  expect(await letterPage()).toContain('Embroidery with dyed porcupine quills.')

  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Decoration made with dyed quills, stitched onto hide or bark.')
  await saved(page, 'Save changes')
  const edited = await letterPage()
  expect(edited).toContain('Decoration made with dyed quills')
  expect(edited).not.toContain('Embroidery with dyed porcupine quills.')

  // The same word, in other capitals: refused, with the way to the one already there.
  await page.goto('/admin/dictionary/new')
  await shown(page).getByLabel('Word').fill(word.toUpperCase())
  await save(page, 'Add the word')
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved' })
  await expect(alert).toBeVisible()
  await expect(fieldError(page, `“${word}” is already in the dictionary.`)).toBeVisible()
  await expect(alert.getByRole('link', { name: `Edit “${word}”` })).toHaveAttribute(
    'href',
    `/admin/dictionary/${id}`,
  )
  await expect(shown(page).getByLabel('Word')).toHaveAttribute('aria-invalid', 'true')

  // A word the A to Z pages cannot list.
  await shown(page).getByLabel('Word').fill('3D printing')
  await save(page, 'Add the word')
  await expect(fieldError(page, 'Start the word with a letter from A to Z')).toBeVisible()

  await page.goto(`/admin/dictionary/${id}`)
  await shown(page).getByText('Delete this word').click()
  await shown(page)
    .getByRole('button', { name: `Yes, delete “${word}”` })
    .click()
  await expect(page).toHaveURL(/\/admin\/dictionary\?deleted=1$/)
  expect(await letterPage()).not.toContain(word)
})
