import sharp from 'sharp'
import { croppedPicture } from './crop-picture'
import { PICTURE_CROPS, type PictureCrop } from './picture-crops'

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }))

describe('croppedPicture', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it.each(Object.keys(PICTURE_CROPS) as PictureCrop[])(
    'cuts a picture in public/ to %s as a JPEG of the crop’s size',
    async (crop) => {
      const jpeg = await croppedPicture('/images/default-event.jpg', crop)
      const meta = await sharp(Buffer.from(jpeg!, 'base64')).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', ...PICTURE_CROPS[crop] })
    },
  )

  it('gives null for a missing file or a file that is not a picture', async () => {
    expect(await croppedPicture('/images/no-such-picture.jpg', '1x1')).toBeNull()
    expect(await croppedPicture('/downloads/creative-communities-survey.pdf', '1x1')).toBeNull()
  })

  it('never fetches from a host that is not an allowed image host', async () => {
    const fetchSpy = jest.spyOn(global, 'fetch')
    expect(await croppedPicture('https://evil.example/a.jpg', '16x9')).toBeNull()
    expect(await croppedPicture('http://storage.googleapis.com/a.jpg', '16x9')).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('croppedPicture around a focal point', () => {
  it('cuts a different part of a wide picture for a focal point at each side', async () => {
    const left = await croppedPicture('/images/default-event.jpg', '1x1', { x: 0, y: 50 })
    const right = await croppedPicture('/images/default-event.jpg', '1x1', { x: 100, y: 50 })
    const stats = async (jpeg: string | null) =>
      (await sharp(Buffer.from(jpeg!, 'base64')).stats()).channels.map((c) => Math.round(c.mean))
    expect(await stats(left)).not.toEqual(await stats(right))
    const meta = await sharp(Buffer.from(left!, 'base64')).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', ...PICTURE_CROPS['1x1'] })
  })
})
