import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from '../support/axe'
import { signIn, specAccount, unique, withFirestore } from './editors'
import {
  fillEventStart,
  fillUntilHeld,
  openId,
  save,
  savePublished,
  shown,
  tickPublished,
} from './forms'

const editor = specAccount('editor')

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A red wall with a blue door at its right end (the last sixth): where the subject is. */
function wallWithDoor() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d01010' } })
    .composite([
      {
        input: {
          create: { width: 200, height: 800, channels: 3, background: '#1030d0' },
        },
        left: 1000,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer()
}

/** Uploads the picture into the library; answers its id. */
async function uploadToLibrary(page: Page, alt: string, title: string): Promise<string> {
  await page.goto('/admin/media/new')
  await shown(page)
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await wallWithDoor() })
  // The guidance warns, as the editor types, of a file name for alt text.
  await shown(page).getByLabel('Alt text').fill('IMG_2041.jpg')
  await expect(shown(page).getByText('This looks like a file name')).toBeVisible()
  await shown(page).getByLabel('Alt text').fill(alt)
  await expect(shown(page).getByText('This looks like a file name')).toHaveCount(0)
  await shown(page).getByLabel('Credit').fill('Photo: Sam Ellis')
  await shown(page).getByLabel('Title', { exact: true }).fill(title)
  await save(page, 'Upload the picture')
  await expect(page).toHaveURL(/\/admin\/media\/[^/?]+\?saved=1$/)
  return openId(page)
}

/** A new published event using the library picture found by `search`; answers its id and path. */
async function eventWithLibraryPicture(page: Page, title: string, search: string, name: string) {
  await page.goto('/admin/events/new')
  await fillEventStart(page, title, dayAhead(30), '18:00')
  await page.getByRole('button', { name: 'Choose from the library' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
  await dialog.getByLabel('Search titles, alt text and credits').fill(search)
  // The answer to these words, not the list before them, which changes under the pointer.
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ pictures?$/)
  await dialog.getByRole('button', { name: `Add “${name}”`, exact: true }).click()
  // Said to be added, and still holding the keyboard's focus.
  const added = dialog.getByRole('button', { name: `“${name}” is added` })
  await expect(added).toHaveAttribute('aria-disabled', 'true')
  await expect(added).toBeFocused()
  await dialog.getByRole('button', { name: 'Close the library' }).click()
  await expect(dialog).toBeHidden()
  await tickPublished(page)
  return savePublished(page, 'Create event')
}

/**
 * Clicks the picture on its edit page at a point (fractions of its size) and saves; the save
 * says what it changed: `said`, the pages that use it or none (it has no page of its own).
 */
async function setFocalPoint(page: Page, x: number, y: number, said: string) {
  const picture = page.getByRole('button', { name: /^Focal point/ })
  const box = (await picture.boundingBox())!
  await picture.click({ position: { x: box.width * x, y: box.height * y } })
  const across = Number(await shown(page).getByLabel('Across (% from the left)').inputValue())
  expect(Math.abs(across - x * 100)).toBeLessThan(2)
  await save(page, 'Save changes')
  await expect(
    shown(page)
      .getByRole('status')
      .filter({ hasText: /^Saved\./ }),
  ).toHaveText(said)
}

test('a picture uploaded once is used on two events, crops at its focal point, and is deleted only when unused', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  await signIn(page, editor)
  const title = unique('Blue Door')
  const alt = `A blue door at the end of a red brick wall ${title.slice(-6)}`
  const mediaId = await uploadToLibrary(page, alt, title)

  // The focal point, clicked at the door (the picture's right end).
  await setFocalPoint(page, 0.92, 0.5, 'Saved. No page uses it yet.')
  const stored = await withFirestore((db) => db.collection('media').doc(mediaId).get())
  expect(stored.get('focalX')).toBeGreaterThan(88)
  expect(stored.get('focalX')).toBeLessThanOrEqual(95)
  const focalX = stored.get('focalX') as number

  const first = await eventWithLibraryPicture(page, unique('Door Stories'), title.slice(-6), title)
  const second = await eventWithLibraryPicture(page, unique('Door Walk'), 'blue door', title)
  for (const event of [first, second]) {
    const doc = await withFirestore((db) => db.collection('showcase').doc(event.id).get())
    expect(doc.get('mediaIds')).toEqual([mediaId])
    expect(doc.get('images')).toEqual([
      expect.objectContaining({ mediaId, imageTitle: alt, focalX, credit: 'Photo: Sam Ellis' }),
    ])
  }
  // No second file: both events show the one upload.
  const urls = await Promise.all(
    [first, second].map(
      async ({ id }) =>
        (await withFirestore((db) => db.collection('showcase').doc(id).get())).get('images')[0],
    ),
  )
  expect(urls[0].imageURL).toBe(urls[1].imageURL)

  const visitor = await page.context().browser()!.newPage()
  for (const event of [first, second]) {
    await visitor.goto(event.path)
    await expect(visitor.getByRole('img', { name: alt })).toHaveCSS(
      'object-position',
      `${focalX}% ${stored.get('focalY')}%`,
    )
  }
  // The crop search engines get (JSON-LD) is cut around the door: its right edge is blue.
  const crop = await request.get(`${first.path}/picture-1x1.jpg`)
  expect(crop.headers()['content-type']).toBe('image/jpeg')
  const { data, info } = await sharp(await crop.body())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels
    return { red: data[i]!, blue: data[i + 2]! }
  }
  const edge = at(info.width - 5, info.height / 2)
  expect(edge.blue).toBeGreaterThan(edge.red)

  // Its uses are shown, each a link to the event.
  await page.goto(`/admin/media/${encodeURIComponent(mediaId!)}`)
  const uses = page.getByRole('region', { name: 'Where it is used' })
  await expect(uses.getByRole('link')).toHaveCount(2)
  await expect(uses.getByText('On 2 pages.')).toBeVisible()

  // Moved in the library, the focal point is on the public pages within 5 s.
  await setFocalPoint(page, 0.1, 0.3, 'Saved. The 2 pages that use it show it now.')
  const moved = await withFirestore((db) => db.collection('media').doc(mediaId).get())
  const position = `${moved.get('focalX')}% ${moved.get('focalY')}%`
  expect(moved.get('focalX')).toBeLessThan(15)
  await expect
    .poll(
      async () => {
        await visitor.goto(first.path)
        return visitor
          .getByRole('img', { name: alt })
          .evaluate((img) => getComputedStyle(img).objectPosition)
      },
      { timeout: 5_000 },
    )
    .toBe(position)
  await visitor.close()

  // Deleting is refused while the events use it, saying where.
  await page.getByText('Delete this picture').click()
  await page.getByRole('button', { name: `Yes, delete “${title}”` }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Not deleted.' })
  await expect(refusal).toContainText('It is still used on')
  await expect(refusal).toBeFocused()
  expect((await withFirestore((db) => db.collection('media').doc(mediaId).get())).exists).toBe(true)

  // Taken off both events, it can go.
  for (const event of [first, second]) {
    await page.goto(`/admin/events/${encodeURIComponent(event.id)}`)
    await page.getByRole('button', { name: 'Remove picture 1' }).click()
    await save(page, 'Save changes')
    await expect
      .poll(async () =>
        (await withFirestore((db) => db.collection('showcase').doc(event.id).get())).get(
          'mediaIds',
        ),
      )
      .toEqual([])
  }
  await page.goto(`/admin/media/${encodeURIComponent(mediaId!)}`)
  await expect(page.getByText('Not used on any event or update.')).toBeVisible()
  await page.getByText('Delete this picture').click()
  await page.getByRole('button', { name: `Yes, delete “${title}”` }).click()
  await expect(page).toHaveURL(/\/admin\/media\?deleted=1$/)
  await expect(shown(page).getByText('The picture was deleted.')).toBeVisible()
  expect((await withFirestore((db) => db.collection('media').doc(mediaId).get())).exists).toBe(
    false,
  )
})

test('the library is searchable, and an upload on an event’s form goes into it', async ({
  page,
}) => {
  await signIn(page, editor, '/admin/updates/new')
  const title = unique('Kiln Opening')
  await shown(page).getByLabel('Title', { exact: true }).fill(title)
  await shown(page)
    .getByLabel('Add pictures')
    .setInputFiles({ name: 'kiln.jpg', mimeType: 'image/jpeg', buffer: await wallWithDoor() })
  const alt = `The new kiln glowing ${title.slice(-6)}`
  await shown(page).getByLabel('Title of kiln.jpg').fill(alt)
  await save(page, 'Create update')
  await expect(shown(page).getByText(/^Saved\./)).toBeVisible()

  await page.goto(`/admin/media?q=${encodeURIComponent(title.slice(-6))}`)
  await expect(shown(page).getByText('1 picture matching the search')).toBeVisible()
  // Titled, and described, by the title typed on the form.
  await shown(page).getByRole('link', { name: alt, exact: true }).click()
  await expect(page.getByRole('region', { name: 'Where it is used' })).toContainText(title)
})

for (const width of [375, 1280]) {
  test(`the library, a picture's page and the picker at ${width} px: axe finds nothing`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, editor)
    for (const path of ['/admin/media', '/admin/media/new']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
    const title = unique('Axe Door')
    await uploadToLibrary(page, `A blue door, seen at ${width} px`, title)
    await page.goto('/admin/media')
    await shown(page).getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByRole('button', { name: /^Focal point/ })).toBeVisible()
    await expectNoAxeViolations(page)
    // The focal point moves from the keyboard too.
    const across = shown(page).getByLabel('Across (% from the left)')
    await page.getByRole('button', { name: /^Focal point/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(across).not.toHaveValue('')
    const before = Number(await across.inputValue())
    await page.keyboard.press('Shift+ArrowRight')
    await expect(across).toHaveValue(String(Math.min(100, before + 10)))

    await page.goto('/admin/events/new')
    await page.getByRole('button', { name: 'Choose from the library' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
    await expect(dialog.getByRole('button', { name: /^Add / }).first()).toBeVisible()
    await expect(dialog.getByLabel('Search titles, alt text and credits')).toBeFocused()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
}

test('a picture with a long file name: a refused save stores nothing, a preview describes nothing, and an invalid picture can still be mended', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signIn(page, editor, '/admin/updates/new')
  const title = unique('Long Names')
  await shown(page).getByLabel('Title', { exact: true }).fill(title)
  // 240 characters of file name: more than a library title holds.
  const stem = `${title.slice(-6)}-${'very-long-file-name-'.repeat(12)}`
  await shown(page)
    .getByLabel('Add pictures')
    .setInputFiles({ name: `${stem}.jpg`, mimeType: 'image/jpeg', buffer: await wallWithDoor() })
  const first = `A first description ${title.slice(-6)}`
  const inLibrary = (named: string) =>
    withFirestore(async (db) =>
      (await db.collection('media').where('title', '==', named).get()).docs.map((doc) => doc.id),
    )
  // Refused for the picture's missing title: nothing goes into the library (it once went in,
  // titled by its file name, cut to 200 characters).
  await save(page, 'Create update')
  const pictureTitle = shown(page).getByLabel(`Title of ${stem}.jpg`)
  await expect(pictureTitle).toHaveAttribute('aria-invalid', 'true')
  expect(await inLibrary(stem.slice(0, 200))).toEqual([])

  // Saved with a title, then its alt text taken away in the library: the alt text typed on
  // the update goes there only with a save, never with a preview.
  await pictureTitle.fill(first)
  await save(page, 'Create update')
  await expect(shown(page).getByText(/^Saved\./)).toBeVisible()
  const updateId = openId(page)
  const [mediaId] = await inLibrary(first)
  expect(mediaId).toBeDefined()
  const media = () => withFirestore((db) => db.collection('media').doc(mediaId!).get())
  await withFirestore((db) => db.collection('media').doc(mediaId!).update({ alt: '' }))
  await page.reload()
  const alt = `A red wall with a blue door ${title.slice(-6)}`
  await fillUntilHeld(shown(page).getByLabel('Title of picture 1'), alt)
  await save(page, 'Preview changes')
  await expect(page.getByRole('link', { name: 'Open the preview in a new tab' })).toBeVisible()
  expect((await media()).get('alt')).toBe('')
  await save(page, 'Save changes')
  await expect.poll(async () => (await media()).get('alt')).toBe(alt)

  // A stored picture the schema refuses (too long a title) still opens, to be mended; and an
  // invalid entry beside it on the update is left alone when the picture's change spreads.
  await withFirestore(async (db) => {
    await db
      .collection('media')
      .doc(mediaId!)
      .update({ title: 'x'.repeat(300) })
    const update = db.collection('updates').doc(updateId)
    const images = (await update.get()).get('images') as unknown[]
    await update.update({ images: [null, ...images] })
  })
  await page.goto(`/admin/media/${encodeURIComponent(mediaId!)}`)
  await expect(page.getByRole('region', { name: 'Where it is used' })).toContainText(title)
  const newAlt = `${alt}, now mended`
  await fillUntilHeld(shown(page).getByLabel('Alt text'), newAlt)
  await fillUntilHeld(shown(page).getByLabel('Title', { exact: true }), title)
  await save(page, 'Save changes')
  await expect(page).toHaveURL(/\?saved=1$/)
  expect((await media()).get('title')).toBe(title)
  const update = await withFirestore((db) => db.collection('updates').doc(updateId).get())
  expect(update.get('images')).toEqual([
    null,
    expect.objectContaining({ mediaId, imageTitle: newAlt }),
  ])
  expect(update.get('mediaIds')).toEqual([mediaId])
})

test('the library’s upload keeps the chosen file after a refusal, and stores nothing until it is saved', async ({
  page,
}) => {
  await signIn(page, editor, '/admin/media/new')
  const title = unique('Kept File')
  const file = shown(page).getByLabel('Picture', { exact: true })
  await file.setInputFiles({
    name: 'door.jpg',
    mimeType: 'image/jpeg',
    buffer: await wallWithDoor(),
  })
  await shown(page).getByLabel('Title', { exact: true }).fill(title)
  // No alt text: refused, and the file is still chosen.
  await save(page, 'Upload the picture')
  await expect(shown(page).getByText('Enter the alt text.').first()).toBeVisible()
  await expect(shown(page).getByText('Choose a picture to upload')).toHaveCount(0)
  expect(await file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('door.jpg')
  const stored = () =>
    withFirestore(
      async (db) => (await db.collection('media').where('title', '==', title).get()).size,
    )
  expect(await stored()).toBe(0)

  await shown(page)
    .getByLabel('Alt text')
    .fill(`A blue door kept ${title.slice(-6)}`)
  await save(page, 'Upload the picture')
  await expect(page).toHaveURL(/\/admin\/media\/[^/?]+\?saved=1$/)
  expect(await stored()).toBe(1)
})
