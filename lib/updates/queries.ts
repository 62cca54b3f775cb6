import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'
import type { Query } from 'firebase-admin/firestore'
import { CACHE_TAGS } from '@/lib/content/cache'
import { updateSchema, type Update } from '@/lib/updates/schema'
import { UPDATES_COLLECTION } from '@/lib/content/collections'
import { contentLifetime, contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import { isPublicAt, untilPublication } from '@/lib/content/schedule'
import { publicEntriesAt } from '@/lib/content/published-entries'
import { firestore, read } from '@/lib/firebase/admin'
import { pageCount } from '@/lib/content/pagination'
import { parseDocuments } from '@/lib/content/parse'
import { readPublicDocument, readPublicDocuments } from '@/lib/content/public-documents'

export { UPDATES_COLLECTION }

function publishedNewestFirst() {
  return firestore()
    .collection(UPDATES_COLLECTION)
    .where('published', '==', true)
    .orderBy('dateStart', 'desc')
}

/**
 * The newest `limit` public updates of a query, newest first: scheduled ones (published, their
 * time not come) are read past and left out, and the answer ends when the next goes public.
 */
async function newestPublic(query: Query, limit: number): Promise<Update[]> {
  const now = new Date()
  const { scheduled, next } = await publicEntriesAt('updates', now)
  cacheLife(untilPublication(contentLifetime(contentRevalidateSeconds()), next, now))
  const snapshot = await read(query.limit(limit + scheduled), 'updates')
  return parseDocuments(updateSchema, snapshot.docs)
    .filter((update) => isPublicAt(update, now))
    .slice(0, limit)
}

/** The newest public update, or null when there is none. */
export async function getLatestUpdate(): Promise<Update | null> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  // The spec's query is limit 1; only if that document fails validation, look a little further.
  const [latest] = await newestPublic(publishedNewestFirst(), 1)
  return latest ?? (await newestPublic(publishedNewestFirst(), 10))[0] ?? null
}

export interface UpdatesPage {
  updates: Update[]
  page: number
  pageCount: number
  total: number
}

/**
 * The newest `limit` published updates: for the feeds and for choosing which update pages to
 * prerender at build time (reading all of them would cost 2,000 reads per build).
 */
export async function getRecentUpdates(limit: number): Promise<Update[]> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  return newestPublic(publishedNewestFirst(), limit)
}

/** The category of updates that announce open calls, listed on /opportunities. */
export const OPPORTUNITIES_CATEGORY = 'Opportunities'

/** The newest published updates in one category (firestore.indexes.json has its index). */
export async function getUpdatesInCategory(category: string, limit: number): Promise<Update[]> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  return newestPublic(publishedNewestFirst().where('categories', 'array-contains', category), limit)
}

/**
 * One page of published updates, newest first; pages count from 1. Which updates are on the
 * page comes from the published entries, which holds every published update's date already; then
 * only those are read, by id. (Offset paging was billed for every update it skipped: 2,000
 * reads for the last page.) Ties of dateStart are ordered by id, so no update can appear on
 * two pages or on none.
 */
export async function getUpdatesPage(page: number, pageSize: number): Promise<UpdatesPage> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  const lifetime = contentLifetime(contentRevalidateSeconds())
  const now = new Date()
  const { entries, next } = await publicEntriesAt('updates', now)
  cacheLife(untilPublication(lifetime, next, now))
  const dated = entries
    .flatMap(({ id, start }) => (start === null ? [] : [{ id, start: Date.parse(start) }]))
    .sort((a, b) => b.start - a.start || (a.id < b.id ? 1 : -1))
  const pages = pageCount(dated.length, pageSize)
  const first = (page - 1) * pageSize
  const ids = page < 1 ? [] : dated.slice(first, first + pageSize).map((u) => u.id)
  return { updates: await readPublished(ids), page, pageCount: pages, total: dated.length }
}

/** The published updates with these ids, in this order: one read each. */
async function readPublished(ids: readonly string[]): Promise<Update[]> {
  return readPublicDocuments(UPDATES_COLLECTION, updateSchema, ids, 'updates')
}

async function readUpdate(id: string): Promise<Update | null> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  return readPublicDocument(UPDATES_COLLECTION, updateSchema, id, 'updates')
}

/** One published update by id, or null; shared by generateMetadata and the page. */
export const getUpdate = cache(readUpdate)
