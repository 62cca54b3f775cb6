import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { preparePicture } from './prepare'

/** A valid one-bit grey PNG of this size, written by hand so that a huge one costs nothing. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(1, 8) // bit depth
  header.writeUInt8(0, 9) // grey
  // Each row: a filter byte and width bits, all zero.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

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

  it('keeps at most 2,560 px on the longest side, however large the photo sent', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#1e5aa8' },
    })
      .jpeg()
      .toBuffer()
    const prepared = await preparePicture(photo, 'camera.jpg')
    if (!prepared.ok) throw new Error(prepared.error)
    expect([prepared.width, prepared.height]).toEqual([2560, 1707])
    const meta = await sharp(prepared.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([2560, 1707])
    // A picture that fits is not enlarged.
    const small = await preparePicture(await photoWithGps(), 'small.jpg')
    expect(small.ok && [small.width, small.height]).toEqual([20, 40])
  }, 20_000)

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
    // 100 megapixels in 13 KB: small to send, slow to decode.
    const huge = blankPng(10_000, 10_000)
    expect(huge.byteLength).toBeLessThan(100_000)
    expect(await sharp(huge).metadata()).toMatchObject({ width: 10_000, height: 10_000 })
    expect(await preparePicture(huge, 'poster.png')).toEqual({
      ok: false,
      error:
        'poster.png is 10000 × 10000 pixels, more than 40 megapixels: make it smaller and try again.',
    })
  })
})
