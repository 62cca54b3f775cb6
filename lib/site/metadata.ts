import type { Metadata } from 'next'
import { FEED_INFO, SITE } from '@/lib/site/config'

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

/** The link-preview picture of pages without one of their own (scripts/assets/make-og-image.mjs). */
export const DEFAULT_OG_IMAGE = {
  url: '/images/og-default.png',
  width: 1200,
  height: 630,
  alt: SITE.name,
}

/** What every page's Open Graph carries; a page that sets `openGraph` spreads this in. */
export const BASE_OPEN_GRAPH = {
  siteName: SITE.name,
  locale: SITE.locale,
  images: DEFAULT_OG_IMAGE,
}

const TITLE_SUFFIX = ` | ${SITE.name}`
/** Search results cut titles at about 60 characters. */
export const MAX_TITLE = 59

/**
 * A page's title under the layout's template ("… | Creative Communities"), or, when that
 * would pass MAX_TITLE, the text alone, shortened at a word if it must be.
 */
export function pageTitle(text: string): Metadata['title'] {
  if (text.length + TITLE_SUFFIX.length <= MAX_TITLE) return text
  if (text.length <= MAX_TITLE) return { absolute: text }
  const cut = text.slice(0, MAX_TITLE - 1)
  return {
    absolute: `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`,
  }
}
