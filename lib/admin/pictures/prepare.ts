import 'server-only'
import sharp from 'sharp'
import { MAX_PICTURE_BYTES, pictureType, type PictureType } from './detect'

export type PreparedPicture =
  | { ok: true; bytes: Buffer; type: PictureType; width: number; height: number }
  | { ok: false; error: string }

const CONTENT_TYPES: Record<PictureType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

export const contentTypeOf = (type: PictureType) => CONTENT_TYPES[type]

/**
 * An uploaded picture made safe to publish: its real type checked from its bytes, at most
 * 10 MB, turned upright and written again in its own format, which leaves out every piece of
 * metadata (EXIF with the camera's GPS position, XMP, comments).
 */
export async function preparePicture(file: Uint8Array, name: string): Promise<PreparedPicture> {
  if (file.byteLength > MAX_PICTURE_BYTES) {
    return { ok: false, error: `${name} is larger than 10 MB: make it smaller and try again.` }
  }
  const type = pictureType(file)
  if (!type) {
    return { ok: false, error: `${name} is not a JPEG, PNG, WebP or AVIF picture.` }
  }
  try {
    // rotate() applies the EXIF orientation before the EXIF goes; sharp keeps no metadata
    // unless asked to.
    const { data, info } = await sharp(file, { limitInputPixels: 100_000_000 })
      .rotate()
      .toFormat(type === 'jpeg' ? 'jpeg' : type, type === 'jpeg' ? { mozjpeg: true } : {})
      .toBuffer({ resolveWithObject: true })
    return { ok: true, bytes: data, type, width: info.width, height: info.height }
  } catch {
    return { ok: false, error: `${name} could not be read as a picture.` }
  }
}
