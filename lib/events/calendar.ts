import { createEvent } from 'ics'
import type { Event } from '@/lib/events/schema'
import { eventPath } from '@/lib/site/routes'
import { absoluteUrl, SITE, SITE_URL } from '@/lib/site/config'
import { eventSummary } from './display'
import { effectiveEnd } from './time-state'

/** The file name offered for an event's calendar download. */
export function calendarFileName(event: Pick<Event, 'titleSlug'>): string {
  return `${event.titleSlug}.ics`
}

/** The path of an event's 'Add to calendar' download. */
export function calendarPath(event: Pick<Event, 'titleSlug' | 'id'>): string {
  return `${eventPath(event)}/calendar.ics`
}

/**
 * An iCalendar (RFC 5545) file for one event. Times are written in UTC ('Z'), so calendar
 * apps show them correctly in any zone and on either side of a daylight-saving change.
 * `stamp` is the DTSTAMP (when the file was made).
 */
export function eventCalendar(event: Event, stamp: Date): string {
  const url = absoluteUrl(eventPath(event))
  const { venueName, venueLocation } = event.venue
  const location = [venueName, venueLocation].filter(Boolean).join(', ')
  const summary = eventSummary(event)
  const { error, value } = createEvent({
    uid: `${event.id}@${new URL(SITE_URL).hostname}`,
    productId: `-//${SITE.name}//Showcase//EN`,
    title: event.title,
    description: summary ? `${summary}\n\n${url}` : url,
    url,
    ...(location ? { location } : {}),
    start: new Date(event.dateStart).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: effectiveEnd(event).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: SITE.name, email: SITE.email },
    ...(event.categories.length ? { categories: event.categories } : {}),
    // Not in the package's types, but its schema accepts it (DTSTAMP); the default is Date.now().
    ...({ timestamp: stamp.getTime() } as object),
  })
  if (error || !value) throw error ?? new Error('ics produced no calendar')
  return value
}
