import { notFound, permanentRedirect } from 'next/navigation'
import { getEvent } from '@/lib/data/showcase'
import { decodeSegment, eventPath } from '@/lib/routes'

/**
 * /events/{id}: an event link with its slug missing. A published event answers a permanent
 * redirect (308) to its canonical URL; anything else is a 404.
 */
export default async function EventWithoutSlug({
  params,
}: {
  params: Promise<{ eventname: string }>
}) {
  const { eventname } = await params
  const id = decodeSegment(eventname)
  const event = id ? await getEvent(id) : null
  if (!event) notFound()
  permanentRedirect(eventPath(event))
}
