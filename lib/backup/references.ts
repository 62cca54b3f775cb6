import type { StoreLocation } from '@/lib/admin/media/pictures/store'
import type { Backup, BackedUpDocument } from './backup'
import type { Encoded } from './format'

/**
 * Which stored files the database still points at, found without knowing any schema: every
 * string of every document of every collection (and subcollection) is searched for URLs of
 * the store, so a new collection or field counts the day it is added. Documents past their
 * expiry (`expiring`: collection → field holding a Timestamp) are the only ones left out.
 */
export function referencedPaths(
  collections: Backup['collections'],
  options: { location: StoreLocation; now: Date; expiring?: Record<string, string> },
): Set<string> {
  const found = new Set<string>()
  const visit = (value: Encoded) => {
    if (typeof value === 'string') {
      for (const path of pathsInText(value, options.location)) found.add(path)
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item)
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item)
    }
  }
  const walk = (name: string | null, docs: BackedUpDocument[]) => {
    const field = name === null ? undefined : options.expiring?.[name]
    for (const doc of docs) {
      if (field && hasExpired(doc.data[field], options.now)) continue
      visit(doc.data)
      // Subcollections are walked whole: an expiry applies to its own collection only.
      for (const nested of Object.values(doc.collections ?? {})) walk(null, nested)
    }
  }
  for (const [name, docs] of Object.entries(collections)) walk(name, docs)
  return found
}

/** Whether an encoded value is a Timestamp at or before `now`; anything else has not expired. */
function hasExpired(value: Encoded | undefined, now: Date): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  if (value.__type !== 'timestamp' || typeof value.seconds !== 'number') return false
  return value.seconds * 1000 <= now.getTime()
}

/** Characters that end a URL inside text, HTML or srcset. */
const STOP = `?#&\\s"'<>()\\\\,`
const END = `[^${STOP}]+`

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Percent-escapes decoded where they are valid; the rest left as written. */
function lenientDecode(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })
}

/**
 * The store paths that URLs in `text` name, wherever they are in it (a field's whole value,
 * an `<img src>` in rich text, a srcset, an image optimiser URL with the address encoded):
 * local uploads as `/uploads/{name}`; Cloud Storage objects of this bucket as the
 * firebasestorage.googleapis.com download URL, storage.googleapis.com or gs:// addresses.
 */
export function pathsInText(text: string, location: StoreLocation): string[] {
  const patterns: RegExp[] = []
  if (location.kind === 'local') {
    // A local name is a file name alone: it ends at the next slash too.
    patterns.push(new RegExp(`/uploads/([^/${STOP}]+)`, 'g'))
  } else {
    const bucket = escapeRegExp(location.bucket)
    patterns.push(
      new RegExp(`firebasestorage\\.googleapis\\.com/v0/b/${bucket}/o/(${END})`, 'g'),
      new RegExp(`storage\\.googleapis\\.com/${bucket}/(${END})`, 'g'),
      new RegExp(`(?:^|[^a-z0-9.-])${bucket}\\.storage\\.googleapis\\.com/(${END})`, 'g'),
      new RegExp(`gs://${bucket}/(${END})`, 'g'),
    )
  }
  const texts = text.includes('%') ? [text, lenientDecode(text)] : [text]
  const paths = new Set<string>()
  for (const candidate of texts) {
    for (const pattern of patterns) {
      for (const match of candidate.matchAll(pattern)) {
        const path = lenientDecode(match[1]!)
        if (path) paths.add(path)
      }
    }
  }
  return [...paths]
}
