/**
 * A series on the site's listings: one copy of the event per date, with that date's times and
 * status, so the grids, the month pages and the banner treat each date as they treat an event.
 * Every copy links to the one page of the series (see docs/decisions, events that repeat).
 */
import { eventPath } from '@/lib/site/routes'
import type { Event } from './schema'
import { recurrenceSchema, seriesSchedule, type Occurrence, type Recurrence } from './recurrence'
import { occurrenceStatus } from './status'
import { effectiveEnd } from './time-state'

/** An event with one of its dates' times: itself for a one-off. */
export function occurrenceEvent(event: Event, occurrence: Occurrence): Event {
  const status = occurrenceStatus(event.status, occurrence.status)
  return {
    ...event,
    dateStart: occurrence.start,
    dateEnd: occurrence.end,
    // The day and time fields the form holds are the series' first date's: not this one's.
    dateStartDay: undefined,
    dateStartTime: undefined,
    dateEndDay: undefined,
    dateEndTime: undefined,
    status,
    // The old start of a moved date, only while it goes ahead at the new one.
    previousStart:
      status !== 'rescheduled'
        ? null
        : occurrence.status === 'moved'
          ? occurrence.ruleStart
          : event.previousStart,
    occurrence: { date: occurrence.date, note: occurrence.note },
  }
}

/** Every date an event runs on, one copy each, skipped dates left out; a one-off is itself. */
export function eventOccurrences(event: Event): Event[] {
  if (!event.recurrence) return [event]
  return seriesSchedule(event)
    .filter((occurrence) => occurrence.status !== 'skipped')
    .map((occurrence) => occurrenceEvent(event, occurrence))
}

/** The dates not yet ended at `now`, one copy each. */
export function comingOccurrences(events: readonly Event[], now: Date): Event[] {
  return events.flatMap((event) =>
    eventOccurrences(event).filter((copy) => effectiveEnd(copy).getTime() > now.getTime()),
  )
}

/**
 * A series' whole span, from its first start to its last end, for what judges the series as
 * one (the page's 'ended', the past events): undefined for a one-off.
 */
export function seriesSpan(
  event: Pick<Event, 'dateStart' | 'dateEnd' | 'recurrence'>,
): { dateStart: string; dateEnd: string } | undefined {
  if (!event.recurrence) return undefined
  const dates = seriesSchedule(event).filter((o) => o.status !== 'skipped')
  if (!dates.length) return undefined
  const ends = dates.map((o) => effectiveEnd({ dateStart: o.start, dateEnd: o.end }).getTime())
  const starts = dates.map((o) => Date.parse(o.start))
  return {
    dateStart: new Date(Math.min(...starts)).toISOString(),
    dateEnd: new Date(Math.max(...ends)).toISOString(),
  }
}

/** A date's times, as the published entries give them. */
export interface EntrySpan {
  start: string
  end: string | null
}

/** An entry's rule, or null for a one-off (an invalid rule is reported by the document's read). */
function entryRule(entry: { recurrence: unknown }): Recurrence | null {
  if (entry.recurrence === null || entry.recurrence === undefined) return null
  const parsed = recurrenceSchema.safeParse(entry.recurrence)
  return parsed.success ? parsed.data : null
}

/**
 * The times of every date a published entry runs on (skipped ones left out), from the index
 * alone: which months have events, and which events a window reads. A one-off: its own.
 */
export function entrySpans(entry: {
  start: string | null
  end: string | null
  recurrence: unknown
}): EntrySpan[] {
  if (entry.start === null) return []
  const recurrence = entryRule(entry)
  if (!recurrence) return [{ start: entry.start, end: entry.end }]
  return seriesSchedule({ dateStart: entry.start, dateEnd: entry.end, recurrence })
    .filter((o) => o.status !== 'skipped')
    .map((o) => ({ start: o.start, end: o.end }))
}

/** An entry's whole span: a series' first start to last end; a one-off's own times. */
export function entrySpan(entry: {
  start: string | null
  end: string | null
  recurrence: unknown
}): { dateStart: string; dateEnd: string | null } | null {
  if (entry.start === null) return null
  const recurrence = entryRule(entry)
  const span = recurrence && seriesSpan({ dateStart: entry.start, dateEnd: entry.end, recurrence })
  return span ?? { dateStart: entry.start, dateEnd: entry.end }
}

/** A series as one card among past events: from its first date to its last. */
export function asWholeSeries(event: Event): Event {
  const span = seriesSpan(event)
  return span ? { ...event, ...span, dateEndDay: undefined, dateEndTime: undefined } : event
}

/** A listing's key for an event or one date of a series (a series' dates share an id). */
export const occurrenceKey = (event: Pick<Event, 'id' | 'occurrence'>) =>
  event.occurrence ? `${event.id}/${event.occurrence.date}` : event.id

/**
 * Where a listing links: the event's page, and for a date of a series that date in the
 * page's list. A fragment, not a URL per date, so no date makes a page of its own.
 */
export const occurrencePath = (event: Pick<Event, 'id' | 'titleSlug' | 'occurrence'>) =>
  `${eventPath(event)}${event.occurrence ? `#${occurrenceAnchor(event.occurrence.date)}` : ''}`

/** The id of a date in a series page's list. */
export const occurrenceAnchor = (date: string) => `date-${date}`
