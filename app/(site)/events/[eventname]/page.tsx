import { notFound, permanentRedirect } from 'next/navigation'
import { getEvent, getPublishedEvents } from '@/lib/data/showcase'
import { decodeSegment, eventPath } from '@/lib/routes'

interface Params {
  eventname: string
}

// Like the event page itself: known ids are prerendered (as redirects), and any other id is
// rendered on request before anything is sent, so an unknown one can answer a real 404.
export async function generateStaticParams(): Promise<Params[]> {
  const events = await getPublishedEvents()
  if (!events.length) return [{ eventname: 'none' }]
  return events.map((e) => ({ eventname: e.id }))
}

/**
 * /events/{id}: an event link with its slug missing. A published event answers a permanent
 * redirect (308) to its canonical URL; anything else is a 404.
 */
export default async function EventWithoutSlug({ params }: { params: Promise<Params> }) {
  const { eventname } = await params
  const id = decodeSegment(eventname)
  const event = id ? await getEvent(id) : null
  if (!event) notFound()
  permanentRedirect(eventPath(event))
}
