import { isCanonicalPictureUrl, PICTURE_BUCKET } from './image-hosts.mjs'

const TOKEN = '0b6f8a52-3c1e-4d7a-9f2b-5e8c1a3d7f40'
const download = (name: string, search = `?alt=media&token=${TOKEN}`) =>
  `https://firebasestorage.googleapis.com/v0/b/${PICTURE_BUCKET}/o/${name}${search}`

describe('isCanonicalPictureUrl', () => {
  it('takes a picture as the site stores it', () => {
    expect(isCanonicalPictureUrl('/demo/events/folk-night-1.jpg')).toBe(true)
    expect(isCanonicalPictureUrl(`/uploads/${TOKEN}.jpg`)).toBe(true)
    expect(isCanonicalPictureUrl('/images/partners/grangetown-growers.svg')).toBe(true)
    // lib/admin/media/pictures/store.ts: the object's name encoded, then the download token.
    expect(isCanonicalPictureUrl(download(encodeURIComponent(`showcase/${TOKEN}.jpg`)))).toBe(true)
    expect(isCanonicalPictureUrl(download(encodeURIComponent('old photos/Band (1).JPG')))).toBe(
      true,
    )
    expect(isCanonicalPictureUrl(`https://storage.googleapis.com/${PICTURE_BUCKET}/a/b.jpg`)).toBe(
      true,
    )
  })

  // The optimiser keeps one resized copy per address as written: every other spelling of the
  // same picture would be fetched, decoded and resized again.
  it.each([
    '/demo/events/folk-night-1.jpg?1',
    '/demo/events/folk-night-1.jpg?',
    '/demo/events/folk-night-1.jpg#1',
    '/demo/events/folk-night-1.jpg#',
    '/demo/events/folk-night-%31.jpg',
    '/demo/events/folk-night-1%2ejpg',
    '/demo/events/./folk-night-1.jpg',
    '/demo/x/../events/folk-night-1.jpg',
    '/demo//events/folk-night-1.jpg',
    '/demo/events%2Ffolk-night-1.jpg',
    '/demo/events/folk-night-1.jpg\n',
    '/demo/events/folk-night-1.jpg ',
    '/demo/events/',
  ])('refuses another spelling of a local picture: %j', (url) => {
    expect(isCanonicalPictureUrl(url)).toBe(false)
  })

  it.each([
    download(`showcase%2F${TOKEN}.jpg`, `?alt=media&token=${TOKEN}&x=1`),
    download(`showcase%2F${TOKEN}.jpg`, `?token=${TOKEN}&alt=media`),
    download(`showcase%2F${TOKEN}.jpg`, `?alt=media&token=${TOKEN}#1`),
    download(`showcase%2F${TOKEN}.jpg`, `?alt=media&token=${TOKEN}#`),
    download(`showcase%2F${TOKEN}.jpg`, `?alt=media&token=${TOKEN.toUpperCase()}`),
    download(`showcase%2F${TOKEN}.jpg`, '?alt=media'),
    download(`showcase%2F${TOKEN}.jpg`, ''),
    download(`showcase%2f${TOKEN}.jpg`),
    download(`%73howcase%2F${TOKEN}.jpg`),
    download(`showcase%2F${TOKEN}.jpg`).replace(
      'https://firebasestorage.',
      'https://FirebaseStorage.',
    ),
    download(`showcase%2F${TOKEN}.jpg`).replace('.com/', '.com:443/'),
    `https://storage.googleapis.com/${PICTURE_BUCKET}/a/b.jpg?1`,
    `https://storage.googleapis.com/${PICTURE_BUCKET}/a/b.jpg?`,
    `https://storage.googleapis.com/${PICTURE_BUCKET}/a/./b.jpg`,
    `https://storage.googleapis.com/${PICTURE_BUCKET}/a/%62.jpg`,
  ])('refuses another spelling of a Cloud Storage picture: %s', (url) => {
    expect(isCanonicalPictureUrl(url)).toBe(false)
  })

  it('refuses pictures from anywhere else', () => {
    expect(isCanonicalPictureUrl('/downloads/x.png')).toBe(false)
    expect(isCanonicalPictureUrl('/logo.svg')).toBe(false)
    expect(isCanonicalPictureUrl('//evil.example/demo/a.jpg')).toBe(false)
    expect(isCanonicalPictureUrl('/\\evil.example/x.png')).toBe(false)
    expect(isCanonicalPictureUrl('https://storage.googleapis.com/another-bucket/a.jpg')).toBe(false)
    expect(isCanonicalPictureUrl('https://evil.example/demo/a.jpg')).toBe(false)
    expect(isCanonicalPictureUrl('')).toBe(false)
  })
})
