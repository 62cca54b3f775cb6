/**
 * What's on by date: the days of a London month (or of a window such as this weekend) with the
 * events running on each, and the months that have events. Pure: the moments come in, so the
 * same events give the same days whatever the server's zone or clock.
 *
 * URLs: /events/month/{yyyy}/{mm}, /events/this-weekend, /events/next-7-days. A month's page
 * cannot be /events/{yyyy}/{mm}: Next refuses a second dynamic segment beside [slug]/[id], so
 * that address redirects to the month's (lib/gate/gate.ts).
 */
import {
  formatDate,
  formatTime,
  londonDate,
  londonParts,
  londonWallTime,
} from '@/lib/site/dates.mjs'
import { effectiveEnd, type EventTimes } from './time-state'

export const EVENTS_MONTH_BASE = '/events/month'
export const THIS_WEEKEND_PATH = '/events/this-weekend'
export const NEXT_7_DAYS_PATH = '/events/next-7-days'

/** A London month: year and month number (1 to 12). */
export interface Month {
  year: number
  month: number
}

const pad = (n: number) => String(n).padStart(2, '0')

/** '2026/12': the key of a month, as the gate's index and the URL hold it. */
export const monthKey = ({ year, month }: Month) => `${year}/${pad(month)}`

export const monthPath = (month: Month) => `${EVENTS_MONTH_BASE}/${monthKey(month)}`

/** The month of /events/month/{year}/{month}: four digits, then 01 to 12; null otherwise. */
export function parseMonth(year: string, month: string): Month | null {
  if (!/^\d{4}$/.test(year) || !/^(0[1-9]|1[0-2])$/.test(month)) return null
  return { year: Number(year), month: Number(month) }
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })

/** 'December 2026' */
export function monthName({ year, month }: Month): string {
  return `${MONTH_NAMES.format(new Date(Date.UTC(year, month - 1, 1)))} ${year}`
}

/** The London month an instant falls in. */
export function monthOf(at: string | Date): Month {
  const p = londonParts(at)
  return { year: p.year, month: p.monthIndex + 1 }
}

/** The instant a London month begins (its 1st, 00:00 on a London clock). */
export function monthStart({ year, month }: Month): Date {
  // Noon UTC on the 1st is the 1st in London too, whatever the season.
  return londonWallTime(new Date(Date.UTC(year, month - 1, 1, 12)), 0, '00:00')
}

const nextMonth = ({ year, month }: Month): Month =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }

/** A month's run of instants, [its first midnight, the next month's). */
export function monthWindow(month: Month): Window {
  return { from: monthStart(month), to: monthStart(nextMonth(month)) }
}

/** Half-open, [from, to). */
export interface Window {
  from: Date
  to: Date
}

/** Whether an event runs at some moment of the window. */
export function runsDuring(event: Pick<EventTimes, 'dateStart' | 'dateEnd'>, window: Window) {
  return (
    Date.parse(event.dateStart) < window.to.getTime() &&
    effectiveEnd(event).getTime() > window.from.getTime()
  )
}

export interface Day<E> {
  /** The London day, '2026-12-05'. */
  date: string
  /** The instant it begins (ISO), for its heading's <time>. */
  start: string
  /** The events running on that day, the earliest start first. */
  events: E[]
}

/**
 * The London days of a window that have events, each with every event running on it: a
 * multi-day exhibition appears on each of its days. The first day counts from the window's
 * start (now, for this weekend), so an event that ended earlier that day is not shown.
 */
export function daysWithEvents<E extends Pick<EventTimes, 'dateStart' | 'dateEnd'>>(
  events: readonly E[],
  window: Window,
): Day<E>[] {
  const sorted = [...events].sort(
    (a, b) =>
      Date.parse(a.dateStart) - Date.parse(b.dateStart) ||
      effectiveEnd(a).getTime() - effectiveEnd(b).getTime(),
  )
  const days: Day<E>[] = []
  for (let offset = 0; ; offset++) {
    const dayStart = londonWallTime(window.from, offset, '00:00')
    if (dayStart >= window.to) break
    const dayEnd = londonWallTime(window.from, offset + 1, '00:00')
    const from = offset === 0 ? window.from : dayStart
    const to = dayEnd < window.to ? dayEnd : window.to
    const running = sorted.filter((event) => runsDuring(event, { from, to }))
    if (running.length) {
      days.push({ date: londonDate(dayStart), start: dayStart.toISOString(), events: running })
    }
  }
  return days
}

/** A month never counted past this many, so one event dated a century long costs nothing. */
const MAX_MONTHS_PER_EVENT = 24

/**
 * Every month, oldest first, in which some event runs: an event counts in each month from its
 * start's to the one its last moment falls in (at most two years of months).
 */
export function monthsWithEvents(
  events: readonly { start: string | null; end: string | null }[],
): Month[] {
  const keys = new Map<string, Month>()
  for (const { start, end } of events) {
    if (start === null) continue
    const last = monthOf(new Date(effectiveEnd({ dateStart: start, dateEnd: end }).getTime() - 1))
    let month = monthOf(start)
    for (let i = 0; i < MAX_MONTHS_PER_EVENT; i++) {
      keys.set(monthKey(month), month)
      if (month.year > last.year || (month.year === last.year && month.month >= last.month)) break
      month = nextMonth(month)
    }
  }
  return [...keys.values()].sort((a, b) => a.year - b.year || a.month - b.month)
}

/** The months with events just before and after `month` (itself one or not). */
export function neighbourMonths(months: readonly Month[], month: Month) {
  const key = month.year * 12 + month.month
  const index = (m: Month) => m.year * 12 + m.month
  return {
    previous: months.filter((m) => index(m) < key).at(-1) ?? null,
    next: months.find((m) => index(m) > key) ?? null,
  }
}

/**
 * This weekend, in London: on a Saturday or a Sunday, from now to the end of Sunday; on any
 * other day, the coming Saturday 00:00 to Sunday 24:00.
 */
export function thisWeekend(now: Date): Window {
  const weekday = londonParts(now).weekday
  if (weekday === 'Saturday') return { from: now, to: londonWallTime(now, 2, '00:00') }
  if (weekday === 'Sunday') return { from: now, to: londonWallTime(now, 1, '00:00') }
  const saturday = WEEKDAYS_TO_SATURDAY[weekday] ?? 0
  return {
    from: londonWallTime(now, saturday, '00:00'),
    to: londonWallTime(now, saturday + 2, '00:00'),
  }
}

const WEEKDAYS_TO_SATURDAY: Record<string, number> = {
  Monday: 5,
  Tuesday: 4,
  Wednesday: 3,
  Thursday: 2,
  Friday: 1,
}

/** The next 7 days: from now to the end of the sixth London day after today. */
export function nextSevenDays(now: Date): Window {
  return { from: now, to: londonWallTime(now, 7, '00:00') }
}

/**
 * The next moment after `now` when a window's list changes: one of its events ends (or
 * starts), or London's day turns and the window moves. The view is cached until then.
 */
export function nextWindowChange(
  events: readonly Pick<EventTimes, 'dateStart' | 'dateEnd'>[],
  now: Date,
): Date {
  let next = londonWallTime(now, 1, '00:00').getTime()
  for (const event of events) {
    for (const moment of [Date.parse(event.dateStart), effectiveEnd(event).getTime()]) {
      if (moment > now.getTime() && moment < next) next = moment
    }
  }
  return new Date(next)
}

/**
 * When an event runs on one of its days, for a day's list: '7pm', '10am to 5pm',
 * '10am, until Sunday 6th December', 'Continues to 5pm', 'Continues until …'.
 */
export function dayTimeText(
  event: Pick<EventTimes, 'dateStart' | 'dateEnd'>,
  date: string,
  thisYear: number,
): string {
  const starts = londonDate(event.dateStart) === date
  const from = starts ? formatTime(event.dateStart) : 'Continues'
  if (!event.dateEnd) return from
  const endsToday = londonDate(event.dateEnd) === date
  if (endsToday) return `${from} to ${formatTime(event.dateEnd)}`
  return `${from}${starts ? ',' : ''} until ${formatDate(event.dateEnd, thisYear)}`
}
