import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, indexTag, type CacheTag } from '@/lib/content/cache'
import { contentRevalidateSeconds, indexLifetime } from '@/lib/content/cache-life.mjs'
import { decide, type GatedKind, type IndexKind, type SlugIndex } from '@/lib/content/gate'
import { readDictionaryLetters } from '@/lib/dictionary/queries'
import { readQuestionCategories } from '@/lib/questions/queries'
import { categorySlug, eventCategories } from '@/lib/events/grouping'
import { previousPageBounds } from '@/lib/events/pagination'
import { EVENTS_COLLECTION, UPDATES_COLLECTION } from '@/lib/content/collections'
import { firestore, read } from '@/lib/firebase/admin'
import { decodeSegment } from '@/lib/site/routes'
import { documentSlug } from '@/lib/site/slug.mjs'

const COLLECTIONS: Record<GatedKind, string> = {
  events: EVENTS_COLLECTION,
  updates: UPDATES_COLLECTION,
}

/** One published document, as the index holds it. */
export interface IndexEntry {
  id: string
  /** The canonical slug. */
  slug: string
  /** The document's last change (ISO). */
  updated: string
  categories: string[]
  /** dateStart (ISO), or null when it is not a date. */
  start: string | null
  /** dateEnd (ISO), or null when there is none. */
  end: string | null
}

/**
 * Every published document of a kind with its canonical slug, categories and dates: one
 * query of four fields, cached under the kind's tag, so revalidating the tag (on any
 * instance, with a shared cache handler) renews it together with the pages. It is the one
 * read of every published document: from it the proxy answers unknown URLs, and the pages
 * of past events and older news find which documents they show, then read only those.
 */
export async function getSlugIndexEntries(kind: GatedKind): Promise<IndexEntry[]> {
  'use cache'
  cacheTag(CACHE_TAGS[kind])
  cacheLife(indexLifetime(contentRevalidateSeconds()))
  return readSlugIndexEntries(kind)
}

/** The same, read now. */
async function readSlugIndexEntries(kind: GatedKind): Promise<IndexEntry[]> {
  const snapshot = await read(
    firestore()
      .collection(COLLECTIONS[kind])
      .where('published', '==', true)
      .select('titleSlug', 'categories', 'dateStart', 'dateEnd'),
    'the slug index',
  )
  return snapshot.docs.flatMap((doc): IndexEntry[] => {
    const rawSlug = doc.get('titleSlug')
    const slug = typeof rawSlug === 'string' ? documentSlug(rawSlug) : ''
    // The document's own read reports a bad category; the index just leaves it out.
    const raw = doc.get('categories')
    const categories = Array.isArray(raw)
      ? raw.flatMap((c: unknown) => (typeof c === 'string' && c.trim() ? [c.trim()] : []))
      : []
    if (!slug) return []
    const updated = doc.updateTime.toDate().toISOString()
    const [start, end] = [doc.get('dateStart'), doc.get('dateEnd')].map(isoOrNull)
    return [{ id: doc.id, slug, updated, categories, start: start!, end: end! }]
  })
}

/** A Timestamp's instant (ISO); null for anything else. */
function isoOrNull(value: unknown): string | null {
  const toDate = (value as { toDate?: unknown } | null)?.toDate
  if (typeof toDate !== 'function') return null
  const date = toDate.call(value) as Date
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Every category of a published event, alphabetically, from the index (no read of its own). */
export async function getEventCategories(): Promise<string[]> {
  const entries = await getSlugIndexEntries('events')
  return eventCategories(entries)
}

/** The category at /events/category/{segment}, as the data spells it, or null. */
export async function eventCategoryAt(segment: string): Promise<string | null> {
  const slug = decodeSegment(segment)
  const categories = await getEventCategories()
  return categories.find((category) => categorySlug(category) === slug) ?? null
}

export async function getSlugIndex(kind: GatedKind): Promise<SlugIndex> {
  return new Map((await getSlugIndexEntries(kind)).map(({ id, slug }) => [id, slug]))
}

/**
 * The id of the document a page at /{kind}/{slug}/{id} may show: only when the gate, from the
 * cached index, says that URL is the document's canonical one. Otherwise null (the page 404s).
 */
export async function gatedDocumentId(
  kind: GatedKind,
  params: { slug: string; id: string },
): Promise<string | null> {
  const slug = decodeSegment(params.slug)
  const id = decodeSegment(params.id)
  if (slug === null || id === null) return null
  const decision = decide(kind, [slug, id], await getSlugIndex(kind))
  return decision.action === 'render' ? id : null
}

/** The document a page at /{kind}/{slug}/{id} shows: read only when that URL is canonical. */
export async function gatedDocument<T>(
  kind: GatedKind,
  params: Promise<{ slug: string; id: string }>,
  read: (id: string) => Promise<T | null>,
): Promise<T | null> {
  const id = await gatedDocumentId(kind, await params)
  return id ? read(id) : null
}

/** The content type each of the proxy's indexes comes from. */
const TAG_OF_INDEX: Record<IndexKind, CacheTag> = {
  events: CACHE_TAGS.events,
  eventCategories: CACHE_TAGS.events,
  previousPages: CACHE_TAGS.events,
  updates: CACHE_TAGS.updates,
  letters: CACHE_TAGS.dictionary,
  categories: CACHE_TAGS.questions,
}

/**
 * What the proxy's gate needs of a kind, as [key, value] pairs: id → slug for documents,
 * lower-case letter → letter for the dictionary, category → category for the FAQ, slug →
 * category for the showcase, category slug → most pages of its past events. Cached apart from the pages' reads, under the type's index tag
 * as well: /api/revalidate expires that outright (a new or renamed document's URL must work
 * on the very next request) while it only marks the pages stale (see indexTag).
 */
export async function getIndexEntries(kind: IndexKind): Promise<[string, string][]> {
  'use cache'
  cacheTag(TAG_OF_INDEX[kind], indexTag(TAG_OF_INDEX[kind]))
  cacheLife(indexLifetime(contentRevalidateSeconds()))
  if (kind === 'letters') return (await readDictionaryLetters()).map((l) => [l.toLowerCase(), l])
  if (kind === 'categories') return (await readQuestionCategories()).map((c) => [c, c])
  if (kind === 'previousPages') {
    const bounds = previousPageBounds(await readSlugIndexEntries('events'), new Date())
    return [...bounds].map(([key, pages]) => [key, String(pages)])
  }
  if (kind === 'eventCategories') {
    return eventCategories(await readSlugIndexEntries('events')).map((c) => [categorySlug(c), c])
  }
  return (await readSlugIndexEntries(kind)).map(({ id, slug }) => [id, slug])
}
