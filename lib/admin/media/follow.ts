import { isDeepStrictEqual } from 'node:util'
import { imageSchema } from '@/lib/content/fields'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { isAllowedPicture } from '@/lib/content/image-hosts.mjs'
import { printableText } from '@/lib/content/plain-text'
import type { MediaItem } from '@/lib/media/schema'
import { libraryPicture, pictureEntry, type LibraryPicture } from '@/lib/media/usage'

/**
 * The pure steps of keeping the library and the documents that use its pictures in step
 * (lib/admin/media/library.ts does the reading and writing).
 */

const MARKUP = /<\/?[a-z!][^>]*>?/gi

/**
 * Text for a library field written without a form's check (a file name, an alt text typed
 * beside a picture): plain text on one line, cut to the schema's limit, so the document
 * written is one the library can read, mend and delete.
 */
export function libraryText(text: string, max: number = TEXT_LIMITS.title): string {
  const plain = text.replace(MARKUP, ' ').replace(/\s+/g, ' ').trim()
  // Cutting may split a surrogate pair; printableText drops the half left over.
  return printableText(plain.slice(0, max)).trim()
}

/** The title and alt text of a picture uploaded on an event's or update's form. */
export function uploadText(title: string, fileName: string): { title: string; alt: string } {
  const alt = libraryText(title)
  return { title: alt || libraryText(fileName.replace(/\.[a-z0-9]+$/i, '')), alt }
}

/**
 * A document's stored `images` after a library picture changed: the entries of that picture
 * get its file, focal point and credit, and its alt text where theirs was the library's (empty,
 * or one of the library's alt texts, `following`: a save whose spreading failed half-way is
 * finished by the next). An alt text written for this document alone is kept; every other
 * entry, an invalid one included, is left exactly as stored. Null when nothing changes.
 */
export function followedImages(
  stored: unknown,
  picture: LibraryPicture,
  following: ReadonlySet<string>,
): unknown[] | null {
  if (!Array.isArray(stored)) return null
  let changed = false
  const next = stored.map((entry: unknown) => {
    const parsed = imageSchema.safeParse(entry)
    if (!parsed.success || parsed.data.mediaId !== picture.id) return entry
    const own = parsed.data.imageTitle
    const fresh = pictureEntry(picture)
    const image = own && !following.has(own) ? { ...fresh, imageTitle: own } : fresh
    if (isDeepStrictEqual(image, entry)) return entry
    changed = true
    return image
  })
  return changed ? next : null
}

/**
 * A stored `media` document the schema refuses (written before its fields were checked), as
 * the library's edit page shows it: so it can still be opened, mended and deleted.
 */
export function storedMediaItem(
  id: string,
  stored: Record<string, unknown>,
  updatedAt: string,
): MediaItem {
  const picture = libraryPicture(id, stored)
  const size = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    id,
    updatedAt,
    url: isAllowedPicture(picture.url) ? picture.url : '',
    width: size(stored.width),
    height: size(stored.height),
    title: text(stored.title),
    alt: picture.alt,
    credit: picture.credit,
    focal: picture.focal,
    uploadedBy: text(stored.uploadedBy),
    createdAt: null,
  }
}

/** Whether a stored document already holds every field of `data` (a save with nothing to do). */
export function holdsAll(stored: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return Object.entries(data).every(([field, value]) =>
    isDeepStrictEqual(stored[field] ?? null, value ?? null),
  )
}

/** What spreading a library picture's change did: the collections changed, the documents not. */
export interface Spread {
  changed: string[]
  /** Documents that could not be updated (a failed write), for the editor to retry. */
  failed: number
  /** Whether every document using it was found (a failed query leaves some unknown). */
  complete: boolean
}

/** What the editor is told when a saved picture's uses did not all follow it; null when they did. */
export function unfollowedMessage(spread: Spread): string | null {
  if (!spread.failed && spread.complete) return null
  const pages =
    spread.failed && spread.complete
      ? spread.failed === 1
        ? '1 page that uses it'
        : `${spread.failed} pages that use it`
      : 'some of the pages that use it'
  return (
    `The picture is saved, but ${pages} could not be updated. ` +
    'Save again to update them (nothing else changes).'
  )
}
