import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/site/json-ld'

/** Structured data for search engines, rendered on the server. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}

/** A detail page's BreadcrumbList: Home, then `section`, then the page itself at `path`. */
export function BreadcrumbJsonLd({
  section,
  page,
}: {
  section: { name: string; path: string }
  page: { name: string; path: string }
}) {
  return <JsonLd data={breadcrumbJsonLd([section, page])} />
}
