import type { FocalPoint } from '@/lib/content/focal'

/** A picture as an event or update keeps it: what the public site needs, and where it is from. */
export interface UsedPicture {
  imageURL: string
  imageTitle: string
  /** The library's picture this one is; absent on pictures stored before the library. */
  mediaId?: string
  focalX?: number
  focalY?: number
  credit?: string
}

/** What the library says of one picture, to copy onto the documents that use it. */
export interface LibraryPicture {
  id: string
  url: string
  alt: string
  credit: string
  focal: FocalPoint | null
}

/**
 * The library pictures a document uses, once each, in order: stored beside its `images` as
 * `mediaIds`, so "where is this picture used?" is one `array-contains` query.
 */
export function mediaIdsOf(images: readonly { mediaId?: string }[]): string[] {
  return [...new Set(images.flatMap((image) => (image.mediaId ? [image.mediaId] : [])))]
}

/** A document's picture entry as the library has it now. */
export function pictureEntry(picture: LibraryPicture): UsedPicture {
  return {
    imageURL: picture.url,
    imageTitle: picture.alt,
    mediaId: picture.id,
    ...(picture.focal ? { focalX: picture.focal.x, focalY: picture.focal.y } : {}),
    ...(picture.credit ? { credit: picture.credit } : {}),
  }
}

/**
 * A document's pictures with the library's ones brought up to date (its alt text, credit and
 * focal point), the others as they were; a library picture since deleted stays as it was
 * (deleting is refused while it is used, so only a race leaves one).
 */
export function refreshPictures(
  images: readonly UsedPicture[],
  library: ReadonlyMap<string, LibraryPicture>,
): UsedPicture[] {
  return images.map((image) => {
    const picture = image.mediaId ? library.get(image.mediaId) : undefined
    return picture ? pictureEntry(picture) : image
  })
}

/** The focal point an entry carries, if it has one. */
export function focalOf(image: {
  imageURL?: string
  focalX?: number
  focalY?: number
}): FocalPoint | null {
  return typeof image.focalX === 'number' && typeof image.focalY === 'number'
    ? { x: image.focalX, y: image.focalY }
    : null
}

/** A stored `media` document's fields (even an odd one) as what documents copy of it. */
export function libraryPicture(id: string, stored: Record<string, unknown>): LibraryPicture {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const x = stored.focalX
  const y = stored.focalY
  return {
    id,
    url: text(stored.url),
    alt: text(stored.alt),
    credit: text(stored.credit),
    focal: typeof x === 'number' && typeof y === 'number' ? { x, y } : null,
  }
}
