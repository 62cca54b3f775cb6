import 'server-only'
import { documentStaticParams } from '@/lib/site/routes'
import { getEventListing, getPreviousEvents } from '@/lib/events/queries'

/**
 * The event URLs the build prerenders (an event's page and its calendar file): the events on
 * now and to come, and the latest past ones. The rest (thousands, in a long-running
 * programme) render on their first visit and are then cached.
 */
export async function eventStaticParams(): Promise<{ slug: string; id: string }[]> {
  const listing = await getEventListing()
  const previous = await getPreviousEvents(1, listing.asOf)
  const events = [...listing.current, ...listing.upcoming, ...previous.events]
  // A series is listed once per date: its page once.
  return documentStaticParams([...new Map(events.map((event) => [event.id, event])).values()])
}
