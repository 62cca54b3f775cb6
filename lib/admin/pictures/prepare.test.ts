import sharp from 'sharp'
import { preparePicture } from './prepare'

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c4006b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 34/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

describe('preparePicture', () => {
  it('drops the metadata, GPS included, and turns the picture upright', async () => {
    const original = await photoWithGps()
    const before = await sharp(original).metadata()
    expect(before.exif?.toString('latin1')).toContain('PhoneCam')
    expect(before.orientation).toBe(6)
    const prepared = await preparePicture(original, 'photo.jpg')
    if (!prepared.ok) throw new Error(prepared.error)
    const meta = await sharp(prepared.bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.format).toBe('jpeg')
    // Orientation 6 means "rotate 90°": the stored picture is 20 wide and 40 high.
    expect([prepared.width, prepared.height]).toEqual([20, 40])
  })

  it('refuses a file over 10 MB and one that only says it is a picture', async () => {
    expect(await preparePicture(new Uint8Array(10 * 1024 * 1024 + 1), 'big.jpg')).toEqual({
      ok: false,
      error: 'big.jpg is larger than 10 MB: make it smaller and try again.',
    })
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')
    expect(await preparePicture(svg, 'pretty.png')).toEqual({
      ok: false,
      error: 'pretty.png is not a JPEG, PNG, WebP or AVIF picture.',
    })
  })

  it('refuses a file with a picture’s first bytes and nothing readable after them', async () => {
    const broken = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5])
    expect(await preparePicture(broken, 'broken.png')).toEqual({
      ok: false,
      error: 'broken.png could not be read as a picture.',
    })
  })

  it('refuses a picture over 40 megapixels from its header, before decoding it', async () => {
    // 100 megapixels that compress to a few hundred kilobytes: small to send, slow to decode.
    const huge = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()
    expect(huge.byteLength).toBeLessThan(10 * 1024 * 1024)
    expect(await preparePicture(huge, 'poster.png')).toEqual({
      ok: false,
      error:
        'poster.png is 10000 × 10000 pixels, more than 40 megapixels: make it smaller and try again.',
    })
  })
})
