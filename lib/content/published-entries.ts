import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { contentLifetime, contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import {
  isPublicAt,
  nextPublication,
  publicationMoments,
  untilPublication,
} from '@/lib/content/schedule'
import type { GatedKind } from '@/lib/content/collections'
import { liveDocuments, PUBLISHED_FIELDS } from '@/lib/content/live-index'
import { EVENTS_COLLECTION, UPDATES_COLLECTION } from '@/lib/content/collections'
import { firestore, read } from '@/lib/firebase/admin'
import { documentSlug } from '@/lib/site/slug.mjs'
import { audienceFilters } from '@/lib/content/event-filters'

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
  /** When it comes off (ISO), or null. */
  unpublishAt: string | null
  /** The filters an event is found under: 'free', 'family', and its access features as stored. */
  filters: string[]
  /** The venue an event names (its id), or null. */
  venueId: string | null
  /**
   * An event's repetition rule as stored, Timestamps as ISO strings, or null for a one-off:
   * lib/events/occurrences.ts reads its dates from it.
   */
  recurrence: unknown
}

/**
 * Every public document of a kind (published, and its publication time come) with its
 * canonical slug, categories and dates, cached under the kind's tag, so revalidating the tag
 * (on any instance, with a shared cache handler) renews it together with the pages. It is the
 * one read of every published document: from it the proxy answers unknown URLs, and the pages
 * of past events and older news find which documents they show, then read only those. Its
 * lifetime ends when the next scheduled document goes public.
 */
export async function getPublicEntries(kind: GatedKind): Promise<IndexEntry[]> {
  'use cache'
  cacheTag(CACHE_TAGS[kind])
  const now = new Date()
  const published = await getPublishedEntries(kind)
  cacheLife(lifetimeUntilNext(published, now))
  return published.filter((entry) => isPublicEntry(entry, now))
}

/** What a cached read needs of a kind's published documents at its own moment. */
export interface PublicAt {
  /** The public ones. */
  entries: IndexEntry[]
  /** When the next one goes public or comes off (ISO), or null: see `untilPublication`. */
  next: string | null
  /** How many are published but not public (waiting, or off the site): a limit reads past them. */
  scheduled: number
}

/**
 * The public entries of a kind judged by `now`, for a `'use cache'` function that lists them:
 * judged by the caller's clock from the published entries (which change only when a document
 * does), never from another cached answer about "now", which Next may serve stale while it
 * regenerates, so that a listing regenerated when an update comes off kept it for a minute.
 */
export async function publicEntriesAt(kind: GatedKind, now: Date): Promise<PublicAt> {
  const published = await getPublishedEntries(kind)
  const entries = published.filter((entry) => isPublicEntry(entry, now))
  return {
    entries,
    next: nextOf(published, now),
    scheduled: published.length - entries.length,
  }
}

export const isPublicEntry = (entry: IndexEntry, now: Date) =>
  isPublicAt({ published: true, ...entry }, now)

const nextOf = (entries: readonly IndexEntry[], now: Date) =>
  nextPublication(entries.flatMap(publicationMoments), now)

/** The index's lifetime, ended early when the next of these documents goes public. */
function lifetimeUntilNext(published: readonly IndexEntry[], now: Date) {
  return untilPublication(contentLifetime(contentRevalidateSeconds()), nextOf(published, now), now)
}

/**
 * Every published document, scheduled ones included: from this process's listener when one
 * runs (no read of its own: lib/content/live-index.ts), read from Firestore otherwise (the
 * build). Renewed as often as the pages, so what is built from it follows a document written
 * straight to Firestore within the regeneration interval.
 */
async function getPublishedEntries(kind: GatedKind): Promise<IndexEntry[]> {
  'use cache'
  cacheTag(CACHE_TAGS[kind])
  cacheLife(CONTENT_CACHE_PROFILE)
  const live = await liveDocuments(kind)
  return live ? indexEntriesOf(live.docs) : readPublishedEntries(kind)
}

/** The same, read now. */
async function readPublishedEntries(kind: GatedKind): Promise<IndexEntry[]> {
  const snapshot = await read(
    firestore()
      .collection(COLLECTIONS[kind])
      .where('published', '==', true)
      .select(...PUBLISHED_FIELDS),
    'the published entries',
  )
  return indexEntriesOf(snapshot.docs)
}

const MOMENT_FIELDS = ['dateStart', 'dateEnd', 'pubDate', 'unpublishAt'] as const

/** The entries of published documents, as the listener and the read select their fields. */
export function indexEntriesOf(docs: readonly QueryDocumentSnapshot[]): IndexEntry[] {
  return docs.flatMap((doc): IndexEntry[] => {
    const rawSlug = doc.get('titleSlug')
    const slug = typeof rawSlug === 'string' ? documentSlug(rawSlug) : ''
    // The document's own read reports a bad category; the index just leaves it out.
    const raw = doc.get('categories')
    const categories = Array.isArray(raw)
      ? raw.flatMap((c: unknown) => (typeof c === 'string' && c.trim() ? [c.trim()] : []))
      : []
    if (!slug) return []
    const features = doc.get('access.features')
    const venueId = doc.get('venueId')
    const updated = doc.updateTime.toDate().toISOString()
    const [start, end, pubDate, unpublishAt] = MOMENT_FIELDS.map((f) => isoOrNull(doc.get(f)))
    return [
      {
        id: doc.id,
        slug,
        updated,
        categories,
        start: start!,
        end: end!,
        pubDate: pubDate!,
        unpublishAt: unpublishAt!,
        filters: [
          ...audienceFilters(doc.get('cost.type'), {
            all: doc.get('ages.all'),
            min: doc.get('ages.min'),
            max: doc.get('ages.max'),
          }),
          ...(Array.isArray(features) ? features.filter((f) => typeof f === 'string') : []),
        ],
        venueId: typeof venueId === 'string' && venueId ? venueId : null,
        recurrence: plainValue(doc.get('recurrence')) ?? null,
      },
    ]
  })
}

/** A stored value as plain data a cache can hold: its Timestamps as ISO strings. */
function plainValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainValue)
  if (value === null || typeof value !== 'object') return value
  if (typeof (value as { toDate?: unknown }).toDate === 'function') return isoOrNull(value)
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainValue(v)]))
}

/** A Timestamp's instant (ISO); null for anything else. */
function isoOrNull(value: unknown): string | null {
  const toDate = (value as { toDate?: unknown } | null)?.toDate
  if (typeof toDate !== 'function') return null
  const date = toDate.call(value) as Date
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
