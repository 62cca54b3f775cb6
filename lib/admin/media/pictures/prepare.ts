import 'server-only'
import sharp from 'sharp'
import { pictureType, type PictureType } from './detect'
import { MAX_PICTURE_BYTES } from './limits'
import { LARGEST_SIDE } from './scale'

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

/** About 40 megapixels (a 7,300 × 5,500 photo): far more than a page shows, and decoded fast. */
export const MAX_PICTURE_PIXELS = 40_000_000

/**
 * An uploaded picture made safe to publish: its real type checked from its bytes, at most
 * 10 MB and 40 megapixels, turned upright, scaled to at most 2,560 px on its longest side (the
 * largest the site serves) and written again in its own format, which leaves out every piece
 * of metadata (EXIF with the camera's GPS position, XMP, comments).
 */
export async function preparePicture(file: Uint8Array, name: string): Promise<PreparedPicture> {
  if (file.byteLength > MAX_PICTURE_BYTES) {
    return { ok: false, error: `${name} is larger than 10 MB: make it smaller and try again.` }
  }
  const type = pictureType(file)
  if (!type) {
    return { ok: false, error: `${name} is not a JPEG, PNG, WebP or AVIF picture.` }
  }
  const size = await sharp(file)
    .metadata()
    .catch(() => null)
  if (!size?.width || !size.height)
    return { ok: false, error: `${name} could not be read as a picture.` }
  // Read from the file's header: a picture too large is refused before it is decoded.
  if (size.width * size.height > MAX_PICTURE_PIXELS) {
    return {
      ok: false,
      error:
        `${name} is ${size.width} × ${size.height} pixels, more than 40 megapixels: ` +
        'make it smaller and try again.',
    }
  }
  try {
    // rotate() applies the EXIF orientation before the EXIF goes; sharp keeps no metadata
    // unless asked to.
    const { data, info } = await sharp(file, { limitInputPixels: MAX_PICTURE_PIXELS })
      .rotate()
      // After rotate(), so the longest side is the upright picture's.
      .resize({
        width: LARGEST_SIDE,
        height: LARGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toFormat(type === 'jpeg' ? 'jpeg' : type, type === 'jpeg' ? { mozjpeg: true } : {})
      .toBuffer({ resolveWithObject: true })
    return { ok: true, bytes: data, type, width: info.width, height: info.height }
  } catch {
    return { ok: false, error: `${name} could not be read as a picture.` }
  }
}
