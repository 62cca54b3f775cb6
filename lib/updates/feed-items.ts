import type { Update } from '@/lib/updates/schema'
import { updatePath } from '@/lib/site/routes'
import { absoluteUrl, SITE } from '@/lib/site/config'
import { leadImageUrl } from './images'

/** How many of the newest updates the feeds carry; readers only poll for what is new. */
export const FEED_SIZE = 50

export interface FeedEntry {
  title: string
  id: string
  link: string
  date: Date
  description: string
  content: string
  category: { name: string }[]
  image: string
}

/**
 * The feed entries for updates (already published only, newest first): absolute canonical
 * links, used both as the item's link and its permanent id.
 */
export function feedEntries(updates: readonly Update[]): FeedEntry[] {
  return updates.slice(0, FEED_SIZE).map((update) => {
    const link = absoluteUrl(updatePath(update))
    return {
      title: update.title,
      id: link,
      link,
      date: new Date(update.dateStart),
      description: update.shortDescription || update.title,
      content: update.description,
      category: update.categories.map((name) => ({ name })),
      image: absoluteUrl(leadImageUrl(update)),
    }
  })
}

export const FEED_INFO = {
  title: `${SITE.name}: news`,
  description: `News from ${SITE.name}: awards, opportunities and stories from our communities.`,
  language: 'en-GB',
  rssPath: '/updates/feed.xml',
  atomPath: '/updates/atom.xml',
} as const
