import { serializeJsonLd } from '@/lib/site/json-ld'

/** Structured data for search engines, rendered on the server. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
