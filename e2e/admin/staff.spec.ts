import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from '../support/axe'
import { newAccount, signIn, withFirestore } from './editors'
import { openId, saved, shown } from './forms'

async function addProfile(page: Page, name: string, photo?: Buffer) {
  await page.goto('/admin/staff/new')
  await shown(page).getByLabel('Name').fill(name)
  await shown(page).getByLabel('Role', { exact: true }).fill('Community Producer')
  await shown(page).getByLabel('Bio').fill(`${name} runs the workshops.`)
  if (photo) {
    await shown(page)
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo })
  }
  await saved(page, 'Add the profile')
  return openId(page)
}

const about = async (page: Page) => (await page.request.get('/about')).text()

test('an editor adds profiles with a photo, moves one up by keyboard, edits and deletes; the about page follows', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, await newAccount('editor'))
  const suffix = randomUUID().slice(0, 6)
  const asha = `Asha Patel ${suffix}`
  const ben = `Ben Okafor ${suffix}`
  await page.goto('/admin/staff/new')
  await expectNoAxeViolations(page)
  const photo = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#5b2a86' },
  })
    .png()
    .toBuffer()
  const ashaId = await addProfile(page, asha, photo)
  await expect(shown(page).getByRole('img', { name: `The photo of ${asha} now` })).toBeVisible()
  await expectNoAxeViolations(page)
  const benId = await addProfile(page, ben)

  const stored = await withFirestore((db) => db.collection('staff').doc(ashaId).get())
  expect(String(stored.get('imageURL'))).toMatch(/^\/uploads\/.+\.png$/)
  let html = await about(page)
  expect(html.indexOf(asha)).toBeGreaterThan(-1)
  expect(html.indexOf(asha)).toBeLessThan(html.indexOf(ben))

  await page.goto('/admin/staff')
  await expectNoAxeViolations(page)
  const rows = page.getByRole('row')
  await expect(rows.last()).toContainText(ben)
  // Down is the last row's only way: it has no Move down.
  await expect(page.getByRole('button', { name: `Move down ${ben}` })).toHaveCount(0)
  await page.getByRole('button', { name: `Move up ${ben}` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toContainText(
    `Moved ${ben} up`,
  )
  await expect(rows.last()).toContainText(asha)
  html = await about(page)
  expect(html.indexOf(ben)).toBeLessThan(html.indexOf(asha))
  const orderings = await withFirestore(async (db) =>
    Promise.all(
      [ashaId, benId].map(async (id) =>
        (await db.collection('staff').doc(id).get()).get('ordering'),
      ),
    ),
  )
  expect(orderings[1]).toBeLessThan(orderings[0])

  await page.goto(`/admin/staff/${ashaId}`)
  await shown(page).getByLabel('Role', { exact: true }).fill('Programme Director')
  await shown(page).getByLabel('Remove the photo').check()
  await saved(page, 'Save changes')
  await expect(shown(page).getByRole('img', { name: `The photo of ${asha} now` })).toHaveCount(0)
  expect(await about(page)).toContain('Programme Director')

  for (const [id, name] of [
    [ashaId, asha],
    [benId, ben],
  ]) {
    await page.goto(`/admin/staff/${id}`)
    await shown(page).getByText('Delete this profile').click()
    await shown(page)
      .getByRole('button', { name: `Yes, delete “${name}”` })
      .click()
    await expect(page).toHaveURL(/\/admin\/staff\?deleted=1$/)
  }
  html = await about(page)
  expect(html).not.toContain(asha)
  expect(html).not.toContain(ben)
})
