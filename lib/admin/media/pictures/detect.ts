/** The picture formats editors may upload, by what their bytes say, not their name. */
export const PICTURE_TYPES = ['jpeg', 'png', 'webp', 'avif'] as const
export type PictureType = (typeof PICTURE_TYPES)[number]

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

/** The format of a file from its first bytes (its "magic number"), or null for anything else. */
export function pictureType(bytes: Uint8Array): PictureType | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  // An ISO media file (box 'ftyp') whose brand is AVIF: a still picture or a sequence.
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) {
    return 'avif'
  }
  return null
}
