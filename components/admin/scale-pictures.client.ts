'use client'
import { MAX_PICTURE_BYTES } from '@/lib/admin/media/pictures/limits'
import { scaledSize } from '@/lib/admin/media/pictures/scale'

/** The types the forms accept, all of which browsers can draw (HEIC is sent as it is). */
const SCALED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

/** JPEG stays JPEG; anything else may be transparent, so WebP (PNG where it cannot be made). */
const outputType = (type: string) => (type === 'image/jpeg' ? 'image/jpeg' : 'image/webp')

async function encode(bitmap: ImageBitmap, width: number, height: number, type: string) {
  const options = { type, quality: 0.9 }
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob(options)
  }
  const canvas = document.createElement('canvas')
  Object.assign(canvas, { width, height })
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height)
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, options.quality))
}

/**
 * A chosen photo as it is worth sending: scaled in the browser to the largest size the site
 * serves (a 19 MB camera JPEG becomes a few hundred KB), upright and without its metadata. A
 * file the browser cannot read (HEIC in most browsers), or one already small enough, goes up
 * as it is, and the server's own limits apply.
 */
export async function scaledForUpload(file: File): Promise<File> {
  if (!SCALED_TYPES.includes(file.type) || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height)
    if (!size && file.size <= MAX_PICTURE_BYTES) return file
    const { width, height } = size ?? bitmap
    const blob = await encode(bitmap, width, height, outputType(file.type)).catch(() => null)
    if (!blob?.size) return file
    return new File([blob], file.name, { type: blob.type, lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}

/** Files chosen in a file input, replaced by the same pictures scaled (scaledForUpload). */
export async function scaleChosen(input: HTMLInputElement): Promise<File[]> {
  const chosen = [...(input.files ?? [])]
  const scaled = await Promise.all(chosen.map(scaledForUpload))
  if (scaled.some((file, index) => file !== chosen[index])) {
    const transfer = new DataTransfer()
    for (const file of scaled) transfer.items.add(file)
    input.files = transfer.files
  }
  return scaled
}

/** A form's data with every picture in it scaled for sending (documents are left alone). */
export async function withScaledPictures(data: FormData): Promise<FormData> {
  const entries = [...data.entries()]
  if (!entries.some(([, value]) => value instanceof File && SCALED_TYPES.includes(value.type))) {
    return data
  }
  const scaled = new FormData()
  for (const [name, value] of entries) {
    scaled.append(name, value instanceof File && value.size ? await scaledForUpload(value) : value)
  }
  return scaled
}
