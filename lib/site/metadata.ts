import type { Metadata } from 'next'
import { FEED_INFO } from '@/lib/updates/feed-items'
import { SITE } from '@/lib/site/config'

/** The news feeds, linked from every page's <head>. */
export const FEED_LINKS = {
  'application/rss+xml': [{ url: FEED_INFO.rssPath, title: FEED_INFO.title }],
  'application/atom+xml': [{ url: FEED_INFO.atomPath, title: FEED_INFO.title }],
}

/**
 * A page's `alternates`: its canonical path plus the feed links. Next merges metadata
 * shallowly, so a page that sets `alternates` for its canonical link would otherwise drop the
 * feed links the layout declares.
 */
export function pageAlternates(canonical: string): NonNullable<Metadata['alternates']> {
  return { canonical, types: FEED_LINKS }
}

/** What every page's Open Graph carries; a page that sets `openGraph` spreads this in. */
export const BASE_OPEN_GRAPH = { siteName: SITE.name, locale: SITE.locale } as const
