/**
 * What an event's status means, in every place that says it: the page and its badges, the
 * search results, the calendars (.ics) and the structured data for search engines. Each of
 * them asks here, so a cancelled event is cancelled everywhere at once.
 */
import type { Event as SchemaEvent, ItemAvailability } from 'schema-dts'
import type { OccurrenceStatus } from './recurrence'

/** Whether an event still runs as announced; a rescheduled one has a new start. */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** Documents older than the status field said so in a title or category, if at all. */
export function statusInWords(title: string, categories: readonly string[]): EventStatus {
  const words = [title, ...categories].join(' ').toLowerCase()
  if (/\bcancel+ed\b/.test(words)) return 'cancelled'
  if (/\bpostponed\b/.test(words)) return 'postponed'
  return 'scheduled'
}

/** A stored event's status: the one the editor chose, else what its words say. */
export function storedStatus(stored: {
  status?: EventStatus | undefined
  title: string
  categories: readonly string[]
}): EventStatus {
  return stored.status ?? statusInWords(stored.title, stored.categories)
}

/**
 * The status of one date of a series: cancelled when the series or the date is; else a
 * postponed series holds every date, moved ones too; else a moved date is rescheduled.
 */
export function occurrenceStatus(series: EventStatus, date: OccurrenceStatus): EventStatus {
  if (series === 'cancelled' || date === 'cancelled') return 'cancelled'
  if (series === 'postponed') return 'postponed'
  return date === 'moved' ? 'rescheduled' : series
}

/** Whether it takes place (at its new time, if moved): something to book and note down. */
export function goesAhead(status: EventStatus): boolean {
  return status === 'scheduled' || status === 'rescheduled'
}

const LABELS = { cancelled: 'Cancelled', postponed: 'Postponed', rescheduled: 'Rescheduled' }

/** The word a badge shows for an event that does not go ahead as announced, or null. */
export function eventStatusLabel(status: EventStatus): string | null {
  return status === 'scheduled' ? null : LABELS[status]
}

/**
 * iCalendar's STATUS (RFC 5545 3.8.1.11): a postponed event is TENTATIVE, held for a date
 * still to come; a rescheduled one is CONFIRMED at its new time.
 */
export function icsStatus(status: EventStatus): 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' {
  if (status === 'cancelled') return 'CANCELLED'
  return status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED'
}

/** Before Cloud Firestore (2017), so before any document's update time. */
const SEQUENCE_EPOCH = Date.UTC(2017, 0, 1)
/** iCalendar's INTEGER, and the most the `ics` package accepts. */
const MAX_SEQUENCE = 2_147_483_647

/**
 * iCalendar's SEQUENCE (RFC 5545 3.8.7.4) for an event saved at `updatedAt`: the seconds
 * since 2017. Every save of the document moves its update time on, so a new status (or a new
 * time) always carries a higher number, and a calendar app replaces the copy it holds rather
 * than keeping the old one; the same save always gives the same number. (Seconds since 1970
 * would pass the 32-bit INTEGER in 2038; these do in 2085.)
 */
export function calendarSequence(updatedAt: string): number {
  const seconds = Math.floor((Date.parse(updatedAt) - SEQUENCE_EPOCH) / 1000)
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), MAX_SEQUENCE) : 0
}

/** schema.org's EventStatusType for each status. */
export const SCHEMA_EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
} as const satisfies Record<EventStatus, SchemaEvent['eventStatus']>

/**
 * An offer's availability for search engines: InStock while the event goes ahead and has not
 * ended, else none. Google's event guidance knows three values (InStock, SoldOut, PreOrder)
 * and lets a page leave it out; a cancelled, postponed or past event has sold nothing out,
 * so it says nothing rather than something untrue, and `eventStatus` says why.
 */
export function offerAvailability(status: EventStatus, ended: boolean): ItemAvailability | null {
  return goesAhead(status) && !ended ? 'https://schema.org/InStock' : null
}
