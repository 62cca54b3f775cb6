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
