import { getEventListing } from '@/lib/events/queries'
import { eventsCalendar } from '@/lib/events/calendar'

/**
 * The subscription calendar (/events/calendar.ics): every published event on now or still to
 * come, for calendar apps that poll it. It reads the same cached listing as /events, so it is
 * prerendered at build time and regenerates with it; DTSTAMP is the moment of that listing.
 * (A static segment: Next matches it before /events/[slug], and proxy.ts lets it through.)
 */
export async function GET(): Promise<Response> {
  const { current, upcoming, asOf } = await getEventListing()
  const events = [...current, ...upcoming].sort(
    (a, b) => Date.parse(a.dateStart) - Date.parse(b.dateStart),
  )
  return new Response(eventsCalendar(events, new Date(asOf)), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="creative-communities-events.ics"',
    },
  })
}
