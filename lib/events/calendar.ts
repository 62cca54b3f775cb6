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
import { rruleText, seriesSchedule } from './recurrence'
import { calendarSequence, icsStatus, occurrenceStatus } from './status'
import { londonParts, SITE_TIME_ZONE } from '@/lib/site/dates.mjs'

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
    // A cancelled or postponed event says so, and its SEQUENCE rises with every save, so an
    // app that holds it (downloaded or subscribed) replaces its copy: a moved one moves.
    status: icsStatus(event.status),
    sequence: calendarSequence(event.updatedAt),
    busyStatus: 'BUSY',
    ...(organizerEmail ? { organizer: { name: SITE.name, email: organizerEmail } } : {}),
    ...(event.categories.length ? { categories: event.categories.map(categoryText) } : {}),
    lastModified: new Date(event.updatedAt).getTime(),
    // Not in the package's types, but its schema accepts it (DTSTAMP); the default is Date.now().
    ...({ timestamp: stamp.getTime() } as object),
  }
}

/** '20260321T100000': a moment on the London clock, as a TZID'd iCalendar value. */
function londonLocal(iso: string): string {
  const p = londonParts(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${p.year}${pad(p.monthIndex + 1)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}00`
}

/**
 * A series as RFC 5545 has it: one VEVENT with the rule (RRULE) and its skipped dates
 * (EXDATE) on the London clock, so calendar apps keep it at its time across clock changes,
 * then one VEVENT per moved or cancelled date (RECURRENCE-ID) with its own times or status.
 * A one-off: its one VEVENT.
 */
function seriesAttributes(event: Event, stamp: Date, organizerEmail?: string): EventAttributes[] {
  const base = eventAttributes(event, stamp, organizerEmail)
  const rule = event.recurrence
  if (!rule) return [base]
  const schedule = seriesSchedule(event)
  const skipped = schedule.filter((o) => o.status === 'skipped').map((o) => londonLocal(o.start))
  // The `ics` package writes a string date as given: a local time, which TZID then names.
  const master: EventAttributes = {
    ...base,
    start: londonLocal(event.dateStart) as unknown as DateArray,
    end: londonLocal(effectiveEnd(event).toISOString()) as unknown as DateArray,
    startInputType: 'local',
    startOutputType: 'local',
    endInputType: 'local',
    endOutputType: 'local',
    recurrenceRule: rruleText(rule, event.dateStart),
    ...(skipped.length ? { exclusionDates: skipped as unknown as DateArray[] } : {}),
  }
  const overrides = schedule.flatMap((o): EventAttributes[] => {
    if (o.status !== 'moved' && o.status !== 'cancelled') return []
    const times = { dateStart: o.start, dateEnd: o.end }
    const note = o.note ? `${o.note}\n\n` : ''
    return [
      {
        ...base,
        start: utcDateArray(new Date(o.start)),
        end: utcDateArray(effectiveEnd(times)),
        // Not in the package's types, but its schema and output have it (RECURRENCE-ID).
        ...({ recurrenceId: londonLocal(o.ruleStart) } as object),
        status: icsStatus(occurrenceStatus(event.status, o.status)),
        description: `${note}${base.description ?? ''}`,
      },
    ]
  })
  return [master, ...overrides]
}

/** The London zone's rules (as the tz database has them since 1996), for TZID'd times. */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SITE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** A floating time the `ics` package wrote for a series gets its zone, and the zone its rules. */
function withLondonZone(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  let zoned = false
  const named = lines.map((line) => {
    const match = line.match(
      /^(DTSTART|DTEND|EXDATE|RECURRENCE-ID):(\d{8}T\d{6}(?:,\d{8}T\d{6})*)$/,
    )
    if (!match) return line
    zoned = true
    return `${match[1]};TZID=${SITE_TIME_ZONE}:${match[2]}`
  })
  if (!zoned) return text
  const first = named.indexOf('BEGIN:VEVENT')
  named.splice(first, 0, ...LONDON_VTIMEZONE)
  return named.join('\r\n')
}

function calendarText({ error, value }: ReturnObject): string {
  if (error || !value) throw error ?? new Error('ics produced no calendar')
  return foldIcsLines(withLondonZone(value))
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
    createEvents(seriesAttributes(event, stamp, organizerEmail), {
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
    const attributes = seriesAttributes(event, stamp, organizerEmail)
    const error = attributes.map((a) => createEvent(a).error).find(Boolean)
    if (!error) return attributes
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
