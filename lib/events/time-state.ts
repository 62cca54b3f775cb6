import { endOfLondonDay } from '@/lib/site/dates.mjs'

export type EventPhase = 'upcoming' | 'current' | 'expired'

export interface EventTimes {
  dateStart: string
  dateEnd: string | null
  featureUntil: string | null
}

/**
 * When an event ends. One without an end date runs to the end of its start day in London,
 * so an evening event stays 'on now' that evening rather than vanishing once it starts.
 */
export function effectiveEnd(event: Pick<EventTimes, 'dateStart' | 'dateEnd'>): Date {
  return event.dateEnd ? new Date(event.dateEnd) : endOfLondonDay(event.dateStart)
}

/**
 * Where an event stands at `now`. Intervals are half-open: an event is current from the
 * moment it starts until (not including) the moment it ends.
 */
export function eventPhase(
  event: Pick<EventTimes, 'dateStart' | 'dateEnd'>,
  now: Date,
): EventPhase {
  const t = now.getTime()
  if (t < new Date(event.dateStart).getTime()) return 'upcoming'
  if (t < effectiveEnd(event).getTime()) return 'current'
  return 'expired'
}

/** Featured while `featureUntil` is still ahead of now. */
export function isFeatured(event: Pick<EventTimes, 'featureUntil'>, now: Date): boolean {
  return event.featureUntil !== null && new Date(event.featureUntil).getTime() > now.getTime()
}

/**
 * The date to show after 'ended': the end date, or the start date for an event without one
 * (its effective end is the following midnight, which would name the wrong day).
 */
export function endedOn(event: Pick<EventTimes, 'dateStart' | 'dateEnd'>): string {
  return event.dateEnd ?? event.dateStart
}

/**
 * The next moment after `now` when any of these events changes what the showcase shows: one
 * starts, one ends, or one leaves the featured banner. Null when none will.
 */
export function nextTransition(events: readonly EventTimes[], now: Date): Date | null {
  const t = now.getTime()
  let next = Infinity
  for (const event of events) {
    const moments = [Date.parse(event.dateStart), effectiveEnd(event).getTime()]
    if (event.featureUntil) moments.push(Date.parse(event.featureUntil))
    for (const moment of moments) if (moment > t && moment < next) next = moment
  }
  return Number.isFinite(next) ? new Date(next) : null
}
