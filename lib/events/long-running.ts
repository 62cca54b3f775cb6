/**
 * A month's page lists each day's events under the day. An exhibition open for weeks would
 * fill every day of the month with the same line (issue 54: one day was 3,900 px down on a
 * phone), so what runs on many of the month's days is listed once, apart from the days.
 */
import type { Day } from './by-date'
import { occurrenceKey } from './occurrences'
import type { Event } from './schema'

/** An event on at least this many of the month's days is listed once: a week or more. */
export const LONG_RUN_DAYS = 7

export interface MonthLayout<E> {
  /** The events listed once, the earliest start first. */
  running: E[]
  /** The days, with only their other events; a day left with none is left out. */
  days: Day<E>[]
}

/** The month's days split into what runs through it and what each day has of its own. */
export function splitLongRunning<E extends Pick<Event, 'id' | 'occurrence'>>(
  days: readonly Day<E>[],
): MonthLayout<E> {
  const daysOn = new Map<string, number>()
  for (const day of days) {
    for (const event of day.events) {
      const key = occurrenceKey(event)
      daysOn.set(key, (daysOn.get(key) ?? 0) + 1)
    }
  }
  const long = (event: E) => (daysOn.get(occurrenceKey(event)) ?? 0) >= LONG_RUN_DAYS
  const running: E[] = []
  const seen = new Set<string>()
  for (const day of days) {
    for (const event of day.events) {
      const key = occurrenceKey(event)
      if (long(event) && !seen.has(key)) {
        seen.add(key)
        running.push(event)
      }
    }
  }
  const own = days
    .map((day) => ({ ...day, events: day.events.filter((event) => !long(event)) }))
    .filter((day) => day.events.length > 0)
  return { running, days: own }
}
