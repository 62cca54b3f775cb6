import 'server-only'
import { slugify } from '@/lib/site/slug.mjs'
import { firestore } from '@/lib/firebase/admin'

/**
 * id → canonical slug of every published event and update, for proxy.ts, which answers
 * wrong-slug URLs with a 308 before rendering. (A redirect thrown while Next renders a page
 * is sent with two Location headers, vercel/next.js#82117, which some crawlers refuse; and
 * one source of truth means a redirect can never bounce between two caches.)
 *
 * The proxy runs outside the render cache, so this keeps its own small in-memory copy: one
 * query of a single field per collection, refreshed in the background once it is a minute
 * old, and dropped at once by /api/revalidate.
 */
export type SluggedCollection = 'showcase' | 'updates'

const TTL_MS = 60_000

interface Entry {
  loadedAt: number
  slugs: Promise<Map<string, string>>
  refreshing?: Promise<void>
}

// On globalThis: the proxy and the route handlers are bundled separately but run in one
// process, and /api/revalidate must reach the copy the proxy reads.
const store = globalThis as typeof globalThis & {
  __canonicalSlugs?: Map<SluggedCollection, Entry>
}
const cache = (store.__canonicalSlugs ??= new Map())

async function load(collection: SluggedCollection): Promise<Map<string, string>> {
  const snapshot = await firestore()
    .collection(collection)
    .where('published', '==', true)
    .select('titleSlug')
    .get()
  const slugs = new Map<string, string>()
  for (const doc of snapshot.docs) {
    const slug = doc.get('titleSlug')
    if (typeof slug === 'string' && slugify(slug)) slugs.set(doc.id, slugify(slug))
  }
  return slugs
}

function entryFor(collection: SluggedCollection): Entry {
  const existing = cache.get(collection)
  if (!existing) {
    const entry: Entry = { loadedAt: Date.now(), slugs: load(collection) }
    // A failed first read is retried on the next request rather than kept.
    entry.slugs.catch(() => cache.delete(collection))
    cache.set(collection, entry)
    return entry
  }
  if (Date.now() - existing.loadedAt > TTL_MS && !existing.refreshing) {
    // Stale: keep answering from the old map while a fresh one loads.
    const next = load(collection)
    existing.refreshing = next
      .then(() => {
        cache.set(collection, { loadedAt: Date.now(), slugs: next })
      })
      .catch((error) => {
        console.error(`[proxy] could not refresh ${collection} slugs:`, error)
        existing.loadedAt = Date.now()
      })
      .finally(() => {
        existing.refreshing = undefined
      })
  }
  return existing
}

export type SlugLookup =
  /** The map is loaded: `slug` is the canonical slug, or undefined for no published document. */
  | { loaded: true; slug: string | undefined }
  /** The map could not be read: nothing can be said about the id. */
  | { loaded: false }

/** What the map says of an id: its canonical slug, that it is not published, or nothing. */
export async function lookupSlug(collection: SluggedCollection, id: string): Promise<SlugLookup> {
  try {
    return { loaded: true, slug: (await entryFor(collection).slugs).get(id) }
  } catch (error) {
    console.error(`[proxy] could not read ${collection} slugs:`, error)
    return { loaded: false }
  }
}

/** Drops the copies, so the next request reads the slugs as they are now. */
export function forgetCanonicalSlugs(collections?: readonly string[]): void {
  for (const collection of collections ?? [...cache.keys()]) {
    cache.delete(collection as SluggedCollection)
  }
}
