import type { Update } from '@/lib/content/updates'
import { newsArticleJsonLd, serializeJsonLd } from '@/lib/updates/json-ld'

/** schema.org NewsArticle data for search engines, in the page's own HTML. */
export function UpdateJsonLd({ update }: { update: Update }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(newsArticleJsonLd(update)) }}
    />
  )
}
