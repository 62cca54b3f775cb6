import 'server-only'
import { revalidateTag } from 'next/cache'
import { CACHE_TAGS, indexTag, type CacheTag } from '@/lib/content/cache'
import type { IndexKind } from '@/lib/content/gate'
import { invalidateProxySlugIndex } from '@/lib/content/proxy-slug-index'

/** The proxy's indexes that each tag's content feeds. */
const INDEXES_OF_TAG: Partial<Record<CacheTag, IndexKind[]>> = {
  [CACHE_TAGS.events]: ['events', 'eventCategories'],
  [CACHE_TAGS.updates]: ['updates'],
  [CACHE_TAGS.dictionary]: ['letters'],
  [CACHE_TAGS.questions]: ['categories'],
}

/**
 * Renews the pages and reads of these content types (from a route handler: /api/revalidate,
 * and /api/health when Firestore comes back after an outage).
 */
export function revalidateContent(tags: readonly CacheTag[]): void {
  for (const tag of tags) {
    // Stale, not expired: the next visitor gets the page as it was while the fresh one
    // renders, and if Firestore cannot be reached then, the last good page stays up.
    revalidateTag(tag, 'max')
    // The proxy's indexes (which URLs exist) are expired outright, so a new or renamed
    // document's URL works on the next request; the proxy keeps its last copy if they cannot
    // be read.
    revalidateTag(indexTag(tag), { expire: 0 })
  }
  // The proxy's copy of the indexes follows the cache within seconds; drop this process's
  // copy at once, so a changed slug redirects the right way on the next request.
  invalidateProxySlugIndex(tags.flatMap((tag) => INDEXES_OF_TAG[tag] ?? []))
}
