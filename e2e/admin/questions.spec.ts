import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, signIn } from './editors'
import { openId, saved, shown } from './forms'

async function addQuestion(
  page: Page,
  category: { existing?: string; created?: string },
  question: string,
) {
  await page.goto('/admin/questions/new')
  if (category.existing)
    await shown(page).getByLabel('Category', { exact: true }).selectOption(category.existing)
  if (category.created) await shown(page).getByLabel('Or a new category').fill(category.created)
  await shown(page).getByLabel('Question').fill(question)
  await page
    .getByRole('textbox', { name: 'Answer', exact: true })
    .fill(`The answer to: ${question}`)
  await saved(page, 'Add the question')
  return openId(page)
}

test('an editor adds questions, renames their category at once and deletes one; the FAQ follows', async ({
  page,
  request,
}) => {
  await signIn(page, await newAccount('editor'))
  const suffix = randomUUID().slice(0, 6)
  const category = `Workshops ${suffix}`
  const renamed = `Making workshops ${suffix}`
  const path = (name: string) => `/fyi/questions/${encodeURIComponent(name)}`

  await page.goto('/admin/questions/new')
  await expectNoAxeViolations(page)
  const first = await addQuestion(page, { created: category }, 'Do I need to bring anything?')
  await expectNoAxeViolations(page)
  await addQuestion(page, { existing: category }, 'Are the workshops free?')
  const faq = await (await request.get(path(category))).text()
  expect(faq).toContain('Do I need to bring anything?')
  expect(faq).toContain('Are the workshops free?')
  expect(faq).toContain('The answer to: Are the workshops free?')

  await page.goto('/admin/questions')
  await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible()
  await expectNoAxeViolations(page)
  const rename = page.getByLabel(`Rename “${category}” on all its questions`)
  await rename.fill(renamed)
  await page.getByRole('button', { name: `Rename “${category}”` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Renamed' })).toHaveText(
    `Renamed to “${renamed}” on 2 questions. The public pages show it now.`,
  )
  const moved = await request.get(path(renamed))
  expect(moved.status()).toBe(200)
  const movedHtml = await moved.text()
  expect(movedHtml).toContain('Do I need to bring anything?')
  expect(movedHtml).toContain('Are the workshops free?')
  expect((await request.get(path(category))).status()).toBe(404)

  await page.goto(`/admin/questions/${first}`)
  await expect(shown(page).getByLabel('Category', { exact: true })).toHaveValue(renamed)
  await shown(page).getByLabel('Question').fill('Do I need to bring any tools?')
  await saved(page, 'Save changes')
  expect(await (await request.get(path(renamed))).text()).toContain('Do I need to bring any tools?')

  await shown(page).getByText('Delete this question').click()
  await shown(page)
    .getByRole('button', { name: 'Yes, delete “Do I need to bring any tools?”' })
    .click()
  await expect(page).toHaveURL(/\/admin\/questions\?deleted=1$/)
  const after = await (await request.get(path(renamed))).text()
  expect(after).not.toContain('Do I need to bring any tools?')
  expect(after).toContain('Are the workshops free?')
})
