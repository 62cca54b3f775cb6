import { google, outlook, type CalendarEvent } from 'calendar-link'
import type { Event } from '@/lib/events/schema'
import { absoluteUrl } from '@/lib/site/config'
import { eventPath } from '@/lib/site/routes'
import { printableText } from '@/lib/content/plain-text'
import { eventSummary } from './display'
import { effectiveEnd } from './time-state'

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

/** Google Calendar's page to add the event, its times in UTC ('Z'). */
export function googleCalendarUrl(event: Event): string {
  return google(linkEvent(event))
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
