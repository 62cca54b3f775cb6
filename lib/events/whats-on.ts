import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS } from '@/lib/content/cache'
import { contentLifetime, contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import { getPublicEntries, publicEntriesAt } from '@/lib/content/published-entries'
import { secondsUntil, untilPublication } from '@/lib/content/schedule'
import { londonParts } from '@/lib/site/dates.mjs'
import type { Event } from './schema'
import { readPublished } from './queries'
import { entrySpans, eventOccurrences } from './occurrences'
import {
  daysWithEvents,
  monthKey,
  monthOf,
  monthsWithEvents,
  monthWindow,
  nextSevenDays,
  nextWindowChange,
  runsDuring,
  thisWeekend,
  type Day,
  type Month,
  type Window,
} from './by-date'

/** Every month in which a public event runs, oldest first, from the index (no read of its own). */
export async function getEventMonths(): Promise<Month[]> {
  return monthsWithEvents((await getPublicEntries('events')).flatMap(entrySpans))
}

/** The month at /events/month/{year}/{month} when some event runs in it, else null. */
export async function eventMonthAt(month: Month | null): Promise<Month | null> {
  if (!month) return null
  const months = await getEventMonths()
  return months.find((m) => monthKey(m) === monthKey(month)) ?? null
}

/**
 * The events of a window, read by id: the index says which run in it, so a month costs one
 * read per event in it, whatever the size of the programme.
 */
async function eventsDuring(
  window: Window,
  what: string,
  now: Date,
): Promise<{ events: Event[]; next: string | null }> {
  const { entries, next } = await publicEntriesAt('events', now)
  const ids = entries
    .filter((e) =>
      entrySpans(e).some((span) =>
        runsDuring({ dateStart: span.start, dateEnd: span.end }, window),
      ),
    )
    .map((e) => e.id)
  // The index may be a moment older than the documents: judge by what was read. A series
  // counts by each of its dates.
  const events = (await readPublished(ids, what))
    .flatMap(eventOccurrences)
    .filter((e) => runsDuring(e, window))
  return { events, next }
}

/**
 * A London month's days that have events, each with every event running on it. The month's
 * list does not change with the clock, only with the content, so it keeps the content
 * profile, ended early when a scheduled event goes public.
 */
export async function getMonthDays(month: Month): Promise<Day<Event>[]> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  const window = monthWindow(month)
  const now = new Date()
  const { events, next } = await eventsDuring(window, 'events of a month', now)
  const lifetime = contentLifetime(contentRevalidateSeconds())
  cacheLife(untilPublication(lifetime, next, now))
  return daysWithEvents(events, window)
}

export type DateView = 'this-weekend' | 'next-7-days'

export interface DateViewDays {
  days: Day<Event>[]
  /** The window shown (ISO), for the page to say what it covers. */
  from: string
  to: string
  /** London's year at the moment it was worked out. */
  thisYear: number
  /** London's month at that moment. */
  thisMonth: Month
}

const WINDOWS: Record<DateView, (now: Date) => Window> = {
  'this-weekend': thisWeekend,
  'next-7-days': nextSevenDays,
}

/**
 * This weekend or the next 7 days, as they stand now. Cached until the next moment the list
 * changes (an event in it starts or ends, or London's day turns and the window moves), at
 * most the content profile's interval: an event leaves within seconds of its end, as it
 * leaves 'On now' on the showcase.
 */
export async function getDateView(view: DateView): Promise<DateViewDays> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  const now = new Date()
  const window = WINDOWS[view](now)
  const { events, next } = await eventsDuring(window, `events ${view}`, now)
  const regular = contentRevalidateSeconds()
  const lifetime = untilPublication(contentLifetime(regular), next, now)
  const revalidate = Math.min(
    lifetime.revalidate,
    secondsUntil(nextWindowChange(events, now)?.getTime() ?? null, now, regular),
  )
  cacheLife({ ...lifetime, revalidate })
  return {
    days: daysWithEvents(events, window),
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    thisYear: londonParts(now).year,
    thisMonth: monthOf(now),
  }
}
