import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { getEventListing } from '@/lib/events/queries'
import { eventsCalendar } from '@/lib/events/calendar'

/**
 * The calendar text, cached with the events: prerendered at build time and regenerated with
 * them. (The `ics` package reads the clock and a random id for its defaults even when they are
 * overridden, which outside a cache scope would make the route render on every request.)
 */
async function subscriptionCalendar(): Promise<string> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  cacheLife(CONTENT_CACHE_PROFILE)
  const { current, upcoming, series, asOf } = await getEventListing()
  // A series once, with its rule and exceptions, not a copy per date.
  const oneOffs = [...current, ...upcoming].filter((event) => !event.occurrence)
  const events = [...oneOffs, ...series].sort(
    (a, b) => Date.parse(a.dateStart) - Date.parse(b.dateStart),
  )
  // DTSTAMP: the moment of the listing the calendar was made from.
  return eventsCalendar(events, new Date(asOf))
}

/**
 * The subscription calendar (/events/calendar.ics): every published event on now or still to
 * come, for calendar apps that poll it; the same listing as /events. (A static segment: Next
 * matches it before /events/[slug], and proxy.ts lets it through.)
 */
export async function GET(): Promise<Response> {
  return new Response(await subscriptionCalendar(), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="creative-communities-events.ics"',
    },
  })
}
