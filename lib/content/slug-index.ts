import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, indexTag, type CacheTag } from '@/lib/content/cache'
import { contentRevalidateSeconds, indexLifetime } from '@/lib/content/cache-life.mjs'
import { isPublicAt, nextPublication, untilPublication } from '@/lib/content/schedule'
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
  /** When it goes public (ISO), or null: see lib/content/schedule.ts. */
  pubDate: string | null
}

/**
 * Every public document of a kind (published, and its publication time come) with its
 * canonical slug, categories and dates, cached under the kind's tag, so revalidating the tag
 * (on any instance, with a shared cache handler) renews it together with the pages. It is the
 * one read of every published document: from it the proxy answers unknown URLs, and the pages
 * of past events and older news find which documents they show, then read only those. Its
 * lifetime ends when the next scheduled document goes public.
 */
export async function getSlugIndexEntries(kind: GatedKind): Promise<IndexEntry[]> {
  'use cache'
  cacheTag(CACHE_TAGS[kind])
  const now = new Date()
  const published = await getPublishedEntries(kind)
  cacheLife(lifetimeUntilNext(published, now))
  return published.filter((entry) => isPublicEntry(entry, now))
}

/**
 * When the next published document of a kind goes public (ISO), or null: a cached read that
 * leaves scheduled documents out ends its lifetime then (`untilPublication`).
 */
export async function getNextPublication(kind: GatedKind): Promise<string | null> {
  'use cache'
  cacheTag(CACHE_TAGS[kind])
  const now = new Date()
  const published = await getPublishedEntries(kind)
  cacheLife(lifetimeUntilNext(published, now))
  return nextOf(published, now)
}

/** How many published documents of a kind wait for their time, for queries with a limit. */
export async function getScheduledCount(kind: GatedKind): Promise<number> {
  'use cache'
  cacheTag(CACHE_TAGS[kind])
  const now = new Date()
  const published = await getPublishedEntries(kind)
  cacheLife(lifetimeUntilNext(published, now))
  return published.filter((entry) => !isPublicEntry(entry, now)).length
}

const isPublicEntry = (entry: IndexEntry, now: Date) =>
  isPublicAt({ published: true, pubDate: entry.pubDate }, now)

const nextOf = (entries: readonly IndexEntry[], now: Date) =>
  nextPublication(
    entries.map((entry) => entry.pubDate),
    now,
  )

/** The index's lifetime, ended early when the next of these documents goes public. */
function lifetimeUntilNext(published: readonly IndexEntry[], now: Date) {
  return untilPublication(indexLifetime(contentRevalidateSeconds()), nextOf(published, now), now)
}

/** Every published document, scheduled ones included: the one read, whatever the time. */
async function getPublishedEntries(kind: GatedKind): Promise<IndexEntry[]> {
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
      .select('titleSlug', 'categories', 'dateStart', 'dateEnd', 'pubDate'),
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
    const [start, end, pubDate] = ['dateStart', 'dateEnd', 'pubDate'].map((f) =>
      isoOrNull(doc.get(f)),
    )
    return [{ id: doc.id, slug, updated, categories, start: start!, end: end!, pubDate: pubDate! }]
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
 * category for the showcase, category slug → most pages of its past events. Cached apart
 * from the pages' reads, under the type's index tag as well: /api/revalidate expires that
 * outright (a new or renamed document's URL must work on the very next request) while it
 * only marks the pages stale (see indexTag).
 */
export async function getIndexEntries(kind: IndexKind): Promise<[string, string][]> {
  'use cache'
  cacheTag(TAG_OF_INDEX[kind], indexTag(TAG_OF_INDEX[kind]))
  if (kind === 'letters' || kind === 'categories') {
    cacheLife(indexLifetime(contentRevalidateSeconds()))
    if (kind === 'letters') return (await readDictionaryLetters()).map((l) => [l.toLowerCase(), l])
    return (await readQuestionCategories()).map((c) => [c, c])
  }
  // Keeping only what is public now, until the next scheduled document goes public.
  const now = new Date()
  const published = await getIndexedEntries(kind === 'updates' ? 'updates' : 'events')
  cacheLife(lifetimeUntilNext(published, now))
  const entries = published.filter((entry) => isPublicEntry(entry, now))
  if (kind === 'previousPages') {
    return [...previousPageBounds(entries, now)].map(([key, pages]) => [key, String(pages)])
  }
  if (kind === 'eventCategories') {
    return eventCategories(entries).map((c) => [categorySlug(c), c])
  }
  return entries.map(({ id, slug }) => [id, slug])
}

/**
 * Every published document of a kind for the proxy's indexes: read afresh rather than taken
 * from the pages' copy (expired with the index tag, not only marked stale), and read once for
 * the three indexes the events give (ids, categories, past-event pages), not once each.
 */
async function getIndexedEntries(kind: GatedKind): Promise<IndexEntry[]> {
  'use cache'
  cacheTag(CACHE_TAGS[kind], indexTag(CACHE_TAGS[kind]))
  cacheLife(indexLifetime(contentRevalidateSeconds()))
  return readSlugIndexEntries(kind)
}
