import 'server-only'
import { revalidateTag } from 'next/cache'
import { CACHE_TAGS, indexTag, type CacheTag } from '@/lib/content/cache'
import type { IndexKind } from '@/lib/content/gate'
import { invalidateProxySlugIndex } from '@/lib/content/proxy-slug-index'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import { firestoreAnswers } from '@/lib/firebase/admin'

/** How long a revalidation waits to learn whether Firestore answers. */
const CHECK_DEADLINE_MS = 2_000

/** The proxy's indexes that each tag's content feeds. */
export const INDEXES_OF_TAG: Partial<Record<CacheTag, IndexKind[]>> = {
  [CACHE_TAGS.events]: ['events', 'eventCategories', 'previousPages'],
  [CACHE_TAGS.updates]: ['updates'],
  [CACHE_TAGS.dictionary]: ['letters'],
  [CACHE_TAGS.questions]: ['categories'],
}

/**
 * Renews the pages and reads of these content types (from a route handler: /api/revalidate,
 * and /api/health when Firestore comes back after an outage). When Firestore answers they
 * are expired, so the next visitor gets the new content; when it does not, they are only
 * marked stale, so the last good pages are served until fresh ones can be rendered.
 */
export async function revalidateContent(tags: readonly CacheTag[]): Promise<'expired' | 'stale'> {
  const firestoreUp = await firestoreAnswers(EVENTS_COLLECTION, CHECK_DEADLINE_MS)
  for (const tag of tags) {
    revalidateTag(tag, firestoreUp ? { expire: 0 } : 'max')
    // The proxy's indexes (which URLs exist) are expired outright, so a new or renamed
    // document's URL works on the next request; the proxy keeps its last copy if they cannot
    // be read.
    revalidateTag(indexTag(tag), { expire: 0 })
  }
  // The proxy's copy of the indexes follows the cache within seconds; drop this process's
  // copy at once, so a changed slug redirects the right way on the next request.
  invalidateProxySlugIndex(tags.flatMap((tag) => INDEXES_OF_TAG[tag] ?? []))
  if (!firestoreUp) {
    console.warn(`[revalidate] Firestore does not answer: ${tags.join(', ')} kept until it does`)
  }
  return firestoreUp ? 'expired' : 'stale'
}
