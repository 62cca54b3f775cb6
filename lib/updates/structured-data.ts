import type { Update } from '@/lib/updates/schema'
import { updatePath } from '@/lib/site/routes'
import { absoluteUrl, SITE } from '@/lib/site/config'
import { DEFAULT_UPDATE_IMAGE } from './images'

/** schema.org NewsArticle for one update, with absolute URLs as search engines require. */
export function newsArticleJsonLd(update: Update) {
  const url = absoluteUrl(updatePath(update))
  const images = update.images.length
    ? update.images.map((image) => absoluteUrl(image.imageURL))
    : [absoluteUrl(DEFAULT_UPDATE_IMAGE)]
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: update.title,
    datePublished: update.dateStart,
    image: images,
    ...(update.shortDescription ? { description: update.shortDescription } : {}),
    ...(update.categories.length ? { keywords: update.categories.join(', ') } : {}),
    url,
    mainEntityOfPage: url,
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.svg') },
    },
  }
}
