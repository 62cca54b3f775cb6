import { notFound, permanentRedirect } from 'next/navigation'
import { getEvent } from '@/lib/events/queries'
import { decodeSegment, eventPath } from '@/lib/site/routes'

interface Params {
  slug: string
}

// proxy.ts redirects known ids before this page is reached, so none is prerendered here; an
// id the proxy does not know yet is rendered on request, before anything is sent, so an
// unknown one answers a real 404. (Next needs at least one entry.)
export function generateStaticParams(): Params[] {
  return [{ slug: 'none' }]
}

/**
 * /events/{id}: an event link with its slug missing. A published event answers a permanent
 * redirect (308) to its canonical URL; anything else is a 404.
 */
export default async function EventWithoutSlug({ params }: { params: Promise<Params> }) {
  const { slug } = await params
  const id = decodeSegment(slug)
  const event = id ? await getEvent(id) : null
  if (!event) notFound()
  permanentRedirect(eventPath(event))
}
