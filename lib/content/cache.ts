/** One cache tag per content type (not per collection name); /api/revalidate expires them by name. */
export const CACHE_TAGS = {
  events: 'events',
  updates: 'updates',
  dictionary: 'dictionary',
  questions: 'questions',
  staff: 'staff',
  venues: 'venues',
  pages: 'pages',
  awardRounds: 'awardRounds',
  media: 'media',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

export const ALL_CACHE_TAGS: readonly CacheTag[] = Object.values(CACHE_TAGS)

/** The profile defined in next.config.mjs (`cacheLife.content`). */
export const CONTENT_CACHE_PROFILE = 'content'
