import 'server-only'
import { slugify } from '@/lib/slug'
import { firestore } from '@/lib/firebase/admin'

/**
 * id → canonical slug of every published event and update, for proxy.ts, which answers
 * wrong-slug URLs with a 308 before rendering. (A redirect thrown while Next renders a page
 * is sent with two Location headers, vercel/next.js#82117, which some crawlers refuse.)
 *
 * The proxy runs outside the render cache, so this keeps its own small in-memory copy: one
 * query of a single field per collection per minute, not a read per request.
 */
export type SluggedCollection = 'showcase' | 'updates'

const TTL_MS = 60_000

interface Entry {
  loadedAt: number
  slugs: Promise<Map<string, string>>
}

const cache = new Map<SluggedCollection, Entry>()

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

/** The canonical slug of a published document, or undefined when it is not (yet) known. */
export async function canonicalSlug(
  collection: SluggedCollection,
  id: string,
): Promise<string | undefined> {
  let entry = cache.get(collection)
  if (!entry || Date.now() - entry.loadedAt > TTL_MS) {
    entry = { loadedAt: Date.now(), slugs: load(collection) }
    cache.set(collection, entry)
    // A failed read is retried on the next request rather than cached for a minute.
    entry.slugs.catch(() => cache.delete(collection))
  }
  try {
    return (await entry.slugs).get(id)
  } catch (error) {
    console.error(`[proxy] could not read ${collection} slugs:`, error)
    return undefined
  }
}
