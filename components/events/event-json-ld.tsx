import type { ShowcaseEvent } from '@/lib/content/showcase'
import { eventJsonLd, serializeJsonLd } from '@/lib/events/json-ld'

/** schema.org Event data for search engines; '<' is escaped so it cannot end the script. */
export function EventJsonLd({ event }: { event: ShowcaseEvent }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(eventJsonLd(event)) }}
    />
  )
}
