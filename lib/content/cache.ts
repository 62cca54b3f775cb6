/** One cache tag per content type (not per collection name); /api/revalidate expires them by name. */
export const CACHE_TAGS = {
  events: 'events',
  updates: 'updates',
  dictionary: 'dictionary',
  questions: 'questions',
  staff: 'staff',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

export const ALL_CACHE_TAGS: readonly CacheTag[] = Object.values(CACHE_TAGS)

/** The profile defined in next.config.mjs (`cacheLife.content`). */
export const CONTENT_CACHE_PROFILE = 'content'

/**
 * The tag of the proxy's indexes of a type (its published ids and slugs, the dictionary's
 * letters, the FAQ's categories: lib/content/slug-index.ts), beside the type's own tag.
 * While Firestore cannot be reached, /api/revalidate only marks a type's pages and reads stale
 * (so the last good ones stay up) but still expires the proxy's indexes outright, so that a
 * new or renamed document's URL works once Firestore answers; the proxy keeps its last copy
 * until then. The pages never read these entries, so expiring them leaves the pages in place.
 */
export function indexTag(tag: string): string {
  return `${tag}:index`
}
