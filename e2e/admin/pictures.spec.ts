import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { countWithTitle, newAccount, signIn, unique, withFirestore } from './editors'
import {
  fieldError,
  fillEventStart,
  openId,
  publicPathOf,
  save,
  shown,
  tickPublished,
} from './forms'

/** A phone photo as it comes off the phone: a JPEG carrying its camera and GPS position. */
async function phonePhoto(colour: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 34/1 0/1' },
    })
    .toBuffer()
}

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The library pictures this account has uploaded: none after a refused save. */
const uploadsBy = (email: string) =>
  withFirestore(
    async (db) => (await db.collection('media').where('uploadedBy', '==', email).get()).size,
  )

test('an editor adds two pictures, orders and titles them; the site shows them without metadata', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const account = await newAccount('editor')
  await signIn(page, account, '/admin/events/new')
  const title = unique('Lantern Parade Pictures')
  await fillEventStart(page, title, dayAhead(40), '16:30')
  await shown(page)
    .getByLabel('Add pictures')
    .setInputFiles([
      { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#c4006b') },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#1e5aa8') },
    ])
  await shown(page).getByLabel('Title of first.jpg').fill('Lanterns on the river bank')
  // A picture without a title is refused beside its title field, and nothing is stored; the
  // chosen files and the title typed stay on the form.
  await tickPublished(page)
  await save(page, 'Create event')
  await expect(fieldError(page, 'Enter a title for the picture.')).toBeVisible()
  await expect(shown(page).getByLabel('Title of second.jpg')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  expect(await uploadsBy(account.email)).toBe(0)
  await expect(shown(page).getByLabel('Title of first.jpg')).toHaveValue(
    'Lanterns on the river bank',
  )
  expect(
    await shown(page)
      .getByLabel('Add pictures')
      .evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(2)
  await shown(page).getByLabel('Title of second.jpg').fill('Children carrying a paper fish')
  await save(page, 'Create event')
  await expect(shown(page).getByText('Saved. The public page shows it now.')).toBeVisible()
  expect(await uploadsBy(account.email)).toBe(2)
  const id = openId(page)
  await page.getByRole('button', { name: 'Move picture 2 up' }).click()
  await save(page, 'Save changes')
  await expect
    .poll(async () => {
      const doc = await withFirestore((db) => db.collection('showcase').doc(id).get())
      return (doc.get('images') as { imageTitle: string }[]).map((image) => image.imageTitle)
    })
    .toEqual(['Children carrying a paper fish', 'Lanterns on the river bank'])

  const stored = await withFirestore((db) => db.collection('showcase').doc(id).get())
  const images = stored.get('images') as { imageURL: string; imageTitle: string; mediaId: string }[]
  expect(images.map((image) => image.imageTitle)).toEqual([
    'Children carrying a paper fish',
    'Lanterns on the river bank',
  ])
  for (const image of images) {
    expect(image.imageURL).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/)
    const file = await request.get(image.imageURL)
    expect(file.headers()['content-type']).toBe('image/jpeg')
    const meta = await sharp(await file.body()).metadata()
    expect(meta.exif).toBeUndefined()
    // Each upload is a picture of the media library, described by the title typed here (the
    // one refused for want of a title too).
    const media = await withFirestore((db) => db.collection('media').doc(image.mediaId).get())
    expect(media.get('url')).toBe(image.imageURL)
    expect(media.get('alt')).toBe(image.imageTitle)
  }
  expect(stored.get('mediaIds')).toEqual(images.map((image) => image.mediaId))

  const path = (await publicPathOf(page))!
  const visitor = await page.context().browser()!.newPage()
  await visitor.goto(path)
  await expect(visitor.getByRole('img', { name: 'Children carrying a paper fish' })).toBeVisible()
  await visitor.close()

  // Removing one keeps the other.
  await page.getByRole('button', { name: 'Remove picture 1' }).click()
  await save(page, 'Save changes')
  await expect
    .poll(async () =>
      (await withFirestore((db) => db.collection('showcase').doc(id).get())).get('images'),
    )
    .toEqual([images[1]])
})

test('a file that is not a picture is refused by what it contains, not by its name', async ({
  page,
}) => {
  await signIn(page, await newAccount('editor'), '/admin/updates/new')
  const title = unique('Not a Picture')
  await shown(page).getByLabel('Title', { exact: true }).fill(title)
  await shown(page)
    .getByLabel('Add pictures')
    .setInputFiles({
      name: 'innocent.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    })
  await save(page, 'Create update')
  await expect(
    fieldError(page, 'innocent.png is not a JPEG, PNG, WebP or AVIF picture.'),
  ).toBeVisible()
  await expect(shown(page).getByLabel('Add pictures')).toHaveAttribute('aria-invalid', 'true')
  expect(await countWithTitle('updates', title)).toBe(0)
})

/**
 * A camera photo as it comes off a phone: 6000 × 4000 pixels of fine detail, over 10 MB (noise
 * made at a quarter of the size and enlarged, which is four times quicker to make).
 */
async function cameraPhoto() {
  const [width, height, channels] = [3000, 2000, 3] as const
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const
  const grain = await sharp({ create: { width, height, channels, background: '#808080', noise } })
    .raw()
    .toBuffer()
  return sharp(grain, { raw: { width, height, channels } })
    .resize(6000, 4000, { kernel: 'nearest' })
    .jpeg({ quality: 95 })
    .toBuffer()
}

/** The number of files chosen in a file input. */
const chosenFiles = (page: Page, label: string) =>
  shown(page)
    .getByLabel(label)
    .evaluate((input: HTMLInputElement) => input.files?.length ?? 0)

test('a camera photo over 10 MB is scaled in the browser to 2,560 px and goes up', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const photo = await cameraPhoto()
  expect(photo.byteLength).toBeGreaterThan(10 * 1024 * 1024)
  // On disk: Playwright hands over large buffers slowly.
  const folder = mkdtempSync(join(tmpdir(), 'e2e-camera-photo-'))
  const path = join(folder, 'IMG_0001.jpg')
  writeFileSync(path, photo)
  await signIn(page, await newAccount('editor'), '/admin/updates/new')
  const title = unique('Camera Photo')
  await shown(page).getByLabel('Title', { exact: true }).fill(title)
  await shown(page).getByLabel('Add pictures').setInputFiles(path)
  // On disk until saved, as on a phone: the browser reads the file when it scales it.
  try {
    await shown(page).getByLabel('Title of IMG_0001.jpg').fill('The whole choir on the steps')
    expect(await chosenFiles(page, 'Add pictures')).toBe(1)
    // The field swaps in the scaled photo once drawn: far under the 10 MB a file may be.
    const input = shown(page).getByLabel('Add pictures')
    await expect
      .poll(() => input.evaluate((field: HTMLInputElement) => field.files?.[0]?.size ?? Infinity), {
        timeout: 20_000,
      })
      .toBeLessThan(10 * 1024 * 1024)
    await expect(shown(page).getByText('Nothing was added')).toHaveCount(0)
    await save(page, 'Create update')
    await expect(shown(page).getByText(/^Saved\./)).toBeVisible()
  } finally {
    rmSync(folder, { recursive: true })
  }
  const stored = await withFirestore((db) => db.collection('updates').doc(openId(page)).get())
  const [image] = stored.get('images') as { imageURL: string }[]
  const meta = await sharp(await (await request.get(image!.imageURL)).body()).metadata()
  expect([meta.width, meta.height]).toEqual([2560, 1707])
})

test('a save cut off on the way keeps the form as it was, and pressing Save again sends it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await newAccount('editor')
  await signIn(page, account, '/admin/events/new')
  const title = unique('Dropped Connection')
  await fillEventStart(page, title, dayAhead(45), '19:00')
  await shown(page)
    .getByLabel('Add pictures')
    .setInputFiles({
      name: 'stage.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto('#2a7a3a'),
    })
  await shown(page).getByLabel('Title of stage.jpg').fill('The stage before the doors open')

  // The connection drops while the save is sent.
  const cut = (route: import('@playwright/test').Route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()
  await page.route('**/admin/**', cut)
  await shown(page).getByRole('button', { name: 'Create event' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved' })
  await expect(alert).toContainText('the connection to the server was lost')
  await expect(alert).toContainText('press the same button again')
  await expect(alert).toBeFocused()
  // The admin area, its form and everything in it are still here.
  await expect(page.getByText('Sorry, something went wrong')).toHaveCount(0)
  await expect(shown(page).getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(shown(page).getByLabel('Title of stage.jpg')).toHaveValue(
    'The stage before the doors open',
  )
  expect(await chosenFiles(page, 'Add pictures')).toBe(1)
  expect(await countWithTitle('showcase', title)).toBe(0)
  expect(await uploadsBy(account.email)).toBe(0)

  await page.unroute('**/admin/**', cut)
  await save(page, 'Create event')
  await expect(shown(page).getByText(/^Saved\./)).toBeVisible()
  const stored = await withFirestore((db) => db.collection('showcase').doc(openId(page)).get())
  expect(stored.get('images')).toEqual([
    expect.objectContaining({ imageTitle: 'The stage before the doors open' }),
  ])
})
