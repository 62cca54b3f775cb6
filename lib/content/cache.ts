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
 * /api/revalidate marks a type's pages and reads stale, so a page is served until its fresh
 * copy renders (and stays up while Firestore cannot be reached), but expires the proxy's
 * indexes outright, so that a new or renamed document's URL works on the very next request.
 * The pages never read these entries, so expiring them leaves the pages in place.
 */
export function indexTag(tag: string): string {
  return `${tag}:index`
}
