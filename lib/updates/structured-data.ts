import type { NewsArticle, WithContext } from 'schema-dts'
import type { Update } from '@/lib/updates/schema'
import { imageUrls, programme } from '@/lib/site/json-ld'
import { updatePath } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/site/config'
import { DEFAULT_UPDATE_IMAGE } from './images'

/** schema.org NewsArticle for one update, with absolute URLs as search engines require. */
export function newsArticleJsonLd(update: Update): WithContext<NewsArticle> {
  const url = absoluteUrl(updatePath(update))
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: update.title,
    datePublished: update.dateStart,
    // The document's last write; an update never edited since it was published has none newer.
    dateModified: update.updatedAt ?? update.dateStart,
    image: imageUrls(update.images, DEFAULT_UPDATE_IMAGE),
    ...(update.shortDescription ? { description: update.shortDescription } : {}),
    ...(update.categories.length ? { keywords: update.categories.join(', ') } : {}),
    url,
    mainEntityOfPage: url,
    author: programme(),
    publisher: programme(),
  }
}
