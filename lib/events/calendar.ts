import {
  createEvent,
  createEvents,
  type DateArray,
  type EventAttributes,
  type ReturnObject,
} from 'ics'
import type { Event } from '@/lib/events/schema'
import { eventPath } from '@/lib/site/routes'
import { absoluteUrl, CONTACT_EMAIL, SITE, SITE_URL } from '@/lib/site/config'
import { printableText } from '@/lib/content/plain-text'
import { eventSummary } from './display'
import { effectiveEnd } from './time-state'

/** The subscription calendar of every upcoming and current event. */
export const EVENTS_CALENDAR_PATH = '/events/calendar.ics'
export const EVENTS_CALENDAR_TITLE = `${SITE.name}: events`

/** The file name offered for an event's calendar download. */
export function calendarFileName(event: Pick<Event, 'titleSlug'>): string {
  return `${event.titleSlug}.ics`
}

/** The path of an event's 'Add to calendar' download. */
export function calendarPath(event: Pick<Event, 'titleSlug' | 'id'>): string {
  return `${eventPath(event)}/calendar.ics`
}

export interface CalendarOptions {
  /**
   * The organiser's e-mail address: the configured contact address by default. Without one
   * the events have no ORGANIZER (the `ics` package would write the name with no address,
   * which is not a valid line) and the calendar no METHOD:PUBLISH, which would require one.
   */
  organizerEmail?: string
}

const PRODUCT_ID = `-//${SITE.name}//Showcase//EN`

/** CATEGORIES separates its values with commas, so a comma inside one is escaped. */
const categoryText = (category: string) =>
  printableText(category).replace(/[\\;,]/g, (c) => `\\${c}`)

/**
 * A time as the `ics` package's date array, in UTC. Not milliseconds: the package refuses a
 * negative timestamp, so an event dated before 1970 (a heritage date typed in the console)
 * would fail the whole calendar.
 */
function utcDateArray(date: Date): DateArray {
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ]
}

function eventAttributes(event: Event, stamp: Date, organizerEmail?: string): EventAttributes {
  const url = absoluteUrl(eventPath(event))
  const { venueName, venueLocation } = event.venue
  const location = printableText([venueName, venueLocation].filter(Boolean).join(', '))
  const summary = printableText(eventSummary(event))
  return {
    // The same UID in the download and the subscription, so a calendar holding both merges them.
    uid: `${event.id}@${new URL(SITE_URL).hostname}`,
    title: printableText(event.title),
    description: summary ? `${summary}\n\n${url}` : url,
    url,
    ...(location ? { location } : {}),
    start: utcDateArray(new Date(event.dateStart)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcDateArray(effectiveEnd(event)),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    ...(organizerEmail ? { organizer: { name: SITE.name, email: organizerEmail } } : {}),
    ...(event.categories.length ? { categories: event.categories.map(categoryText) } : {}),
    lastModified: new Date(event.updatedAt).getTime(),
    // Not in the package's types, but its schema accepts it (DTSTAMP); the default is Date.now().
    ...({ timestamp: stamp.getTime() } as object),
  }
}

function calendarText({ error, value }: ReturnObject): string {
  if (error || !value) throw error ?? new Error('ics produced no calendar')
  return foldIcsLines(value)
}

/**
 * An iCalendar (RFC 5545) file for one event. Times are written in UTC ('Z'), so calendar
 * apps show them correctly in any zone and on either side of a daylight-saving change.
 * `stamp` is the DTSTAMP (when the file was made).
 */
export function eventCalendar(
  event: Event,
  stamp: Date,
  { organizerEmail = CONTACT_EMAIL }: CalendarOptions = {},
): string {
  return calendarText(
    createEvent({
      ...eventAttributes(event, stamp, organizerEmail),
      productId: PRODUCT_ID,
      method: organizerEmail ? 'PUBLISH' : undefined,
    }),
  )
}

/** The subscription calendar: the events given (upcoming and current), one VEVENT each. */
export function eventsCalendar(
  events: readonly Event[],
  stamp: Date,
  { organizerEmail = CONTACT_EMAIL }: CalendarOptions = {},
): string {
  // An event the package refuses is left out (and logged), not the whole calendar.
  const accepted = events.flatMap((event) => {
    const attributes = eventAttributes(event, stamp, organizerEmail)
    const { error } = createEvent(attributes)
    if (!error) return [attributes]
    console.error(`[calendar] left out showcase/${event.id}: ${error.message}`)
    return []
  })
  return calendarText(
    createEvents(accepted, {
      productId: PRODUCT_ID,
      method: organizerEmail ? 'PUBLISH' : undefined,
      calName: EVENTS_CALENDAR_TITLE,
    }),
  )
}

/** RFC 5545 3.1: a content line is at most 75 octets, not counting its CRLF. */
const MAX_LINE_OCTETS = 75

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
}

/**
 * Folds one unfolded content line at 75 octets (RFC 5545 3.1): each continuation line starts
 * with a space, which counts towards its 75, and a character is never split between lines.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!)
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n')
}

/**
 * Refolds a whole iCalendar text at 75 octets. The `ics` package folds at 75 *characters*,
 * so a line with "Café Cantée" comes out at 77 bytes, which strict parsers reject.
 */
export function foldIcsLines(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  if (unfolded.at(-1) === '') unfolded.pop()
  return unfolded.map(foldIcsLine).join('\r\n') + '\r\n'
}
