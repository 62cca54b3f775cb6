import { expect, test } from '@playwright/test'
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

test('an editor adds two pictures, orders and titles them; the site shows them without metadata', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page, await newAccount('editor'), '/admin/events/new')
  const title = unique('Lantern Parade Pictures')
  await fillEventStart(page, title, dayAhead(40), '16:30')
  await shown(page)
    .getByLabel('Add pictures')
    .setInputFiles([
      { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#c4006b') },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#1e5aa8') },
    ])
  await shown(page).getByLabel('Title of first.jpg').fill('Lanterns on the river bank')
  // A picture without a title is refused, and nothing is lost: both uploads come back.
  await tickPublished(page)
  await save(page, 'Create event')
  await expect(fieldError(page, 'Enter a title for the picture.')).toBeVisible()
  await expect(shown(page).getByLabel('Title of picture 1')).toHaveValue(
    'Lanterns on the river bank',
  )
  await shown(page).getByLabel('Title of picture 2').fill('Children carrying a paper fish')
  await page.getByRole('button', { name: 'Move picture 2 up' }).click()
  await tickPublished(page)
  await save(page, 'Create event')
  await expect(shown(page).getByText('Saved. The public page shows it now.')).toBeVisible()
  const id = openId(page)

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
