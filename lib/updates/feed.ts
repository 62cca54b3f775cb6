import { Feed } from 'feed'
import type { Update } from '@/lib/updates/schema'
import { absoluteUrl, SITE } from '@/lib/site/config'
import { FEED_INFO, feedEntries } from './feed-items'

/** The RSS 2.0 / Atom feed of the newest published updates. */
export function buildUpdatesFeed(updates: readonly Update[]): Feed {
  const entries = feedEntries(updates)
  const feed = new Feed({
    id: absoluteUrl('/updates'),
    title: FEED_INFO.title,
    description: FEED_INFO.description,
    link: absoluteUrl('/updates'),
    language: FEED_INFO.language,
    image: absoluteUrl('/logo.svg'),
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${SITE.name}`,
    // The newest entry's date: the feed changes exactly when an update is published.
    updated: entries[0]?.date ?? new Date(0),
    generator: false,
    feedLinks: {
      rss: absoluteUrl(FEED_INFO.rssPath),
      atom: absoluteUrl(FEED_INFO.atomPath),
    },
    author: { name: SITE.name, link: absoluteUrl('/') },
  })
  for (const entry of entries) feed.addItem(entry)
  return feed
}
