import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { updateSchema, type Update } from '@/lib/updates/schema'
import { firestore, read } from '@/lib/firebase/admin'
import { pageCount } from '@/lib/content/pagination'
import { isDocumentId, parseDocument, parseDocuments } from '@/lib/content/parse'

export const UPDATES_COLLECTION = 'updates'

function publishedNewestFirst() {
  return firestore()
    .collection(UPDATES_COLLECTION)
    .where('published', '==', true)
    .orderBy('dateStart', 'desc')
}

/** The newest published update, or null when there is none. */
export async function getLatestUpdate(): Promise<Update | null> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  cacheLife(CONTENT_CACHE_PROFILE)
  // SPEC's query is limit 1; only if that document fails validation, look a little further.
  const snapshot = await read(publishedNewestFirst().limit(1), 'updates')
  const [latest] = parseDocuments(updateSchema, snapshot.docs)
  if (latest || snapshot.empty) return latest ?? null
  const fallback = await read(publishedNewestFirst().limit(10), 'updates')
  return parseDocuments(updateSchema, fallback.docs)[0] ?? null
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
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await read(publishedNewestFirst().limit(limit), 'updates')
  return parseDocuments(updateSchema, snapshot.docs)
}

/** The category of updates that announce open calls, listed on /opportunities. */
export const OPPORTUNITIES_CATEGORY = 'Opportunities'

/** The newest published updates in one category (firestore.indexes.json has its index). */
export async function getUpdatesInCategory(category: string, limit: number): Promise<Update[]> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await read(
    publishedNewestFirst().where('categories', 'array-contains', category).limit(limit),
    'updates',
  )
  return parseDocuments(updateSchema, snapshot.docs)
}

/**
 * One page of published updates, newest first; pages count from 1.
 *
 * Offset paging, not cursors: the listing has numbered links, so any page must be reachable
 * directly, and a cursor (the last dateStart of the page before) is only known after reading
 * every page before it. Firestore bills an offset's skipped documents as reads and walks them
 * in the index, so page 84 of 2,000 costs about 2,000 index entries, but each page is read
 * once per cache lifetime ('use cache' here, and the prerendered page above it), not once per
 * visitor. count() is an aggregation billed at one read per 1,000 entries. The order is
 * deterministic: Firestore breaks dateStart ties by document id, so no update can appear on
 * two pages or on none.
 */
export async function getUpdatesPage(page: number, pageSize: number): Promise<UpdatesPage> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  cacheLife(CONTENT_CACHE_PROFILE)
  const total = await getPublishedUpdateCount()
  const pages = pageCount(total, pageSize)
  // A page past the end is answered without the offset query, which would be billed for
  // every update it skips (a bot asking for page 999999 costs one cached count, not 2,000).
  if (page < 1 || page > pages) return { updates: [], page, pageCount: pages, total }
  const snapshot = await read(
    publishedNewestFirst()
      .offset((page - 1) * pageSize)
      .limit(pageSize),
    'updates',
    (page - 1) * pageSize,
  )
  return { updates: parseDocuments(updateSchema, snapshot.docs), page, pageCount: pages, total }
}

/** How many updates are published (an aggregation, billed at one read per 1,000). */
async function getPublishedUpdateCount(): Promise<number> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  cacheLife(CONTENT_CACHE_PROFILE)
  return (await read(publishedNewestFirst().count(), 'updates')).data().count
}

async function readUpdate(id: string): Promise<Update | null> {
  'use cache'
  cacheTag(CACHE_TAGS.updates)
  cacheLife(CONTENT_CACHE_PROFILE)
  if (!isDocumentId(id)) return null
  const update = parseDocument(
    updateSchema,
    await read(firestore().collection(UPDATES_COLLECTION).doc(id), 'updates'),
  )
  return update?.published ? update : null
}

/** One published update by id, or null; shared by generateMetadata and the page. */
export const getUpdate = cache(readUpdate)
