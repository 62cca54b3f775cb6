import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { signIn, specAccount, unique } from './editors'
import { fieldError, fillEventStart, publicPathOf, save, shown, tickPublished } from './forms'

const editor = specAccount('editor')

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test('an editor adds a venue and an event there; both pages show it within 5 s', async ({
  page,
  request,
}) => {
  await signIn(page, editor, '/admin/venues/new')
  await expectNoAxeViolations(page)
  const name = unique('Ormesby Scout Hut')
  await shown(page).getByLabel('Name').fill(name)
  await shown(page).getByLabel('Address').fill('Church Lane\nOrmesby')
  await shown(page).getByLabel('Postcode').fill('ts7 9ab')
  await shown(page)
    .getByLabel('Access information')
    .fill('One low step at the door; a ramp on request.')
  await shown(page).getByLabel('Latitude').fill('54.55')
  await save(page, 'Add the venue')
  await expect(fieldError(page, 'Enter both, or neither.')).toBeVisible()
  await expect(shown(page).getByLabel('Name')).toHaveValue(name)
  await shown(page).getByLabel('Longitude').fill('-1.19')
  await save(page, 'Add the venue')
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  let started = Date.now()
  await expect
    .poll(async () => (await request.get(`/venues/${slug}`)).status(), { timeout: 5_000 })
    .toBe(200)
  const venuePage = await (await request.get(`/venues/${slug}`)).text()
  expect(venuePage).toContain('One low step at the door')
  expect(venuePage).toContain('TS7 9AB')
  console.log(`[admin] venue → its page: ${(Date.now() - started) / 1000} s`)

  await page.goto('/admin/events/new')
  const title = unique('Scout Hut Craft Club')
  await fillEventStart(page, title, dayAhead(20), '18:00')
  await shown(page).getByLabel('Venue', { exact: true }).selectOption({ label: name })
  await tickPublished(page)
  await save(page, 'Create event')
  started = Date.now()
  await expect
    .poll(async () => (await request.get(`/venues/${slug}`)).text(), { timeout: 5_000 })
    .toContain(title)
  const eventPath = await publicPathOf(page)
  const eventPage = await (await request.get(eventPath!)).text()
  expect(eventPage).toContain(`href="/venues/${slug}"`)
  console.log(`[admin] event at a venue → the venue's page: ${(Date.now() - started) / 1000} s`)
  await expectNoAxeViolations(page)
})
