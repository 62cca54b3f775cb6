import type { Metadata } from 'next'
import type { Update } from '@/lib/content/updates'
import { updatePath } from '@/lib/routes'
import { absoluteUrl, SITE } from '@/lib/site'
import { FEED_INFO } from './feed-items'
import { leadImageUrl } from './images'

/**
 * Next merges metadata shallowly: a page that sets `alternates` (for its canonical link)
 * replaces the layout's `alternates` entirely, feed links included. So every updates page
 * repeats the feed links alongside its canonical URL.
 */
export function updatesAlternates(canonical: string): NonNullable<Metadata['alternates']> {
  return {
    canonical,
    types: {
      'application/rss+xml': [{ url: FEED_INFO.rssPath, title: FEED_INFO.title }],
      'application/atom+xml': [{ url: FEED_INFO.atomPath, title: FEED_INFO.title }],
    },
  }
}

/** The <head> of an update's own page: title, description, canonical URL and link preview. */
export function updateMetadata(update: Update): Metadata {
  const path = updatePath(update)
  const image = update.images[0]
  return {
    title: update.title,
    description: update.shortDescription || undefined,
    alternates: updatesAlternates(path),
    openGraph: {
      // Repeated from the layout: Next replaces the whole openGraph object, not its keys.
      siteName: SITE.name,
      locale: SITE.locale,
      type: 'article',
      url: absoluteUrl(path),
      title: update.title,
      description: update.shortDescription || undefined,
      publishedTime: update.dateStart,
      tags: update.categories,
      images: [{ url: absoluteUrl(leadImageUrl(update)), alt: image?.imageTitle || update.title }],
    },
  }
}
