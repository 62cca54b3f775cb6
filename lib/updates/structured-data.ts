import type { NewsArticle, WithContext } from 'schema-dts'
import type { Update } from '@/lib/updates/schema'
import { programme } from '@/lib/site/json-ld'
import { pictureCropUrls } from '@/lib/content/picture-crops'
import { updatePath } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/site/config'

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
    // The lead picture at Google's three ratios, then the update's other pictures.
    image: [
      ...pictureCropUrls(url),
      ...update.images.slice(1).map((image) => absoluteUrl(image.imageURL)),
    ],
    ...(update.shortDescription ? { description: update.shortDescription } : {}),
    ...(update.categories.length ? { keywords: update.categories.join(', ') } : {}),
    url,
    mainEntityOfPage: url,
    author: programme(),
    publisher: programme(),
  }
}
