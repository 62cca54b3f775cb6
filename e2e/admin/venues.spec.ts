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

test('a pasted map link gives a new venue its position, and its page a phone’s maps app', async ({
  page,
  request,
}) => {
  // As the event form's "add it as a venue" opens it: the name filled in.
  const name = unique('Eston Band Room')
  await signIn(page, editor, `/admin/venues/new?name=${encodeURIComponent(name)}`)
  await expect(shown(page).getByLabel('Name')).toHaveValue(name)
  const link = shown(page).getByLabel('Map link')
  // What it cannot read, it says (read when the field is left, once the form is live).
  await expect(async () => {
    await link.fill('https://maps.app.goo.gl/AbCdEf123')
    await link.blur()
    await expect(fieldError(page, 'A short link hides the position')).toBeVisible({
      timeout: 1_000,
    })
  }).toPass({ timeout: 10_000 })
  await link.fill('https://www.google.com/maps/place/Eston/@54.5607,-1.1436,17z')
  await link.blur()
  await expect(shown(page).getByLabel('Latitude')).toHaveValue('54.5607')
  await expect(shown(page).getByLabel('Longitude')).toHaveValue('-1.1436')
  await expect(link).toHaveValue('')
  await expect(shown(page).getByText('Read from the link: latitude 54.5607')).toBeVisible()
  await expect(fieldError(page, 'short link')).toBeHidden()
  await expectNoAxeViolations(page)
  await save(page, 'Add the venue')
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await expect
    .poll(async () => (await request.get(`/venues/${slug}`)).status(), { timeout: 5_000 })
    .toBe(200)
  const venuePage = await (await request.get(`/venues/${slug}`)).text()
  const label = encodeURIComponent(name)
  expect(venuePage).toContain(`href="geo:54.56070,-1.14360?q=54.56070,-1.14360(${label})"`)
  expect(venuePage).toContain(`href="https://maps.apple.com/?q=${label}&amp;ll=54.56070,-1.14360"`)
})

test('a typed venue name offers the venue of the list it means, or a link to add it', async ({
  page,
}) => {
  await signIn(page, editor, '/admin/events/new')
  const venueName = shown(page).getByLabel('Venue name')
  const venue = shown(page).getByLabel('Venue', { exact: true })
  // The fixture venue "Venues Fixture Gallery", as an editor might type it.
  const choose = page.getByRole('button', { name: 'Choose “Venues Fixture Gallery”' })
  await expect(async () => {
    await venueName.fill('the venues fixture GALLERY')
    await expect(choose).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expectNoAxeViolations(page)
  await choose.click()
  await expect(venue).toHaveValue('venues-gallery')
  await expect(venue).toBeFocused()
  await expect(choose).toBeHidden()

  await venue.selectOption({ label: 'Somewhere else: type it below' })
  const name = unique('Loftus Town Hall')
  await venueName.fill(name)
  const add = page.getByRole('link', { name: `add “${name}” as a venue` })
  await expect(add).toHaveAttribute('href', `/admin/venues/new?name=${encodeURIComponent(name)}`)
  // The form has changes not saved: leaving asks first.
  page.on('dialog', (dialog) => dialog.accept())
  await add.click()
  await expect(page).toHaveURL(/\/admin\/venues\/new\?name=/)
  await expect(shown(page).getByLabel('Name')).toHaveValue(name)
})
