import { formatDate, formatTime } from '@/lib/site/dates.mjs'
import type { Event } from './schema'
import type { EventTimes } from './time-state'
import { htmlText } from '@/lib/content/plain-text'
import { objectPosition } from '@/lib/content/focal'
import { focalOf } from '@/lib/media/usage'

/** The picture shown for an event that has no images of its own. */
export const DEFAULT_EVENT_IMAGE = '/images/default-event.jpg'

/** An event's first picture, or the default one. */
export function eventLeadImageUrl(event: { images: readonly { imageURL: string }[] }): string {
  return event.images[0]?.imageURL ?? DEFAULT_EVENT_IMAGE
}

/** Where a crop of the lead picture is centred (its focal point), if it has one. */
export function leadImagePosition(item: {
  images: readonly { focalX?: number; focalY?: number }[]
}): string | undefined {
  const first = item.images[0]
  return first ? objectPosition(focalOf(first)) : undefined
}

/**
 * The dates of an event as one line: "Saturday 21st March", or
 * "Saturday 21st March – Sunday 29th March" when it ends on another London day (each with
 * its year when that is not `thisYear`).
 */
export function eventDateText(
  event: Pick<EventTimes, 'dateStart' | 'dateEnd'>,
  thisYear: number,
): string {
  const start = formatDate(event.dateStart, thisYear)
  if (!event.dateEnd) return start
  const end = formatDate(event.dateEnd, thisYear)
  return end === start ? start : `${start} – ${end}`
}

/** "Saturday 21st March, 7:30pm": a moment as shown on the event's page. */
export function eventMomentText(iso: string, thisYear: number): string {
  return `${formatDate(iso, thisYear)}, ${formatTime(iso)}`
}

/** The plain-text summary of an event: its short description, else its description's text. */
export function eventSummary(event: Pick<Event, 'shortDescription' | 'description'>) {
  const short = event.shortDescription.trim()
  if (short) return short
  const text = htmlText(event.description)
  return text.length > 300 ? `${text.slice(0, 297).trimEnd()}…` : text
}
