import { google, outlook, type CalendarEvent } from 'calendar-link'
import type { Event } from '@/lib/events/schema'
import { absoluteUrl } from '@/lib/site/config'
import { eventPath } from '@/lib/site/routes'
import { printableText } from '@/lib/content/plain-text'
import { eventSummary } from './display'
import { effectiveEnd } from './time-state'
import { rruleText, seriesSchedule } from './recurrence'
import { SITE_TIME_ZONE } from '@/lib/site/dates.mjs'

/**
 * An event for Google's and Outlook's "add to calendar" pages, with what the .ics download
 * carries (lib/events/calendar.ts): title, start, end (the end of its start day when it has
 * none), venue and the summary, then the event's own address.
 */
function linkEvent(event: Event): CalendarEvent & { start: string; end: string } {
  const url = absoluteUrl(eventPath(event))
  const { venueName, venueLocation } = event.venue
  const location = printableText([venueName, venueLocation].filter(Boolean).join(', '))
  const summary = printableText(eventSummary(event))
  return {
    title: printableText(event.title),
    start: new Date(event.dateStart).toISOString(),
    end: effectiveEnd(event).toISOString(),
    description: summary ? `${summary}\n\n${url}` : url,
    ...(location ? { location } : {}),
  }
}

/**
 * The rule Google's link can carry for a series from its `next` date to its last: only when
 * every one of those dates runs at the rule's own time. Google's page takes no skipped, moved
 * or cancelled dates, so with any of those ahead it adds the next date alone (null here).
 * The rule ends on the last date (not after a count), since it starts at the next one.
 */
export function googleSeriesRule(series: Event, next: Event): string | null {
  const rule = series.recurrence
  if (!rule || series.status !== 'scheduled' || !next.occurrence) return null
  const from = next.occurrence.date
  const ahead = seriesSchedule(series).filter((date) => date.date >= from)
  const last = ahead.at(-1)
  if (ahead.length < 2 || !last || ahead.some((date) => date.status !== 'scheduled')) return null
  const rest = { ...rule, count: null, until: last.date, skipped: [], changes: [] }
  return rruleText(rest, next.dateStart)
}

/**
 * Google Calendar's page to add the event, its times in UTC ('Z'). With a series' `rule`
 * (googleSeriesRule) it adds every date from this one: Google reads `recur` (not in its
 * published documentation, but long relied on, and written by calendar-link itself), and
 * `ctz` makes it repeat on the London clock, across a change of the clocks.
 */
export function googleCalendarUrl(event: Event, rule?: string | null): string {
  const url = google({ ...linkEvent(event), ...(rule ? { rRule: rule } : {}) })
  return rule ? `${url}&ctz=${encodeURIComponent(SITE_TIME_ZONE)}` : url
}

/**
 * Outlook.com's page to add the event. calendar-link writes Outlook's times on the server's
 * own clock with no zone, an hour out in summer on a UTC server: they are written in UTC
 * with their 'Z' instead.
 */
export function outlookCalendarUrl(event: Event): string {
  const details = linkEvent(event)
  const utc = (iso: string) => encodeURIComponent(iso.replace(/\.\d{3}Z$/, 'Z'))
  return outlook(details)
    .replace(/([?&]startdt=)[^&]*/, `$1${utc(details.start)}`)
    .replace(/([?&]enddt=)[^&]*/, `$1${utc(details.end)}`)
}
