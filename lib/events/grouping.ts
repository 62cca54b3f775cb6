import { categorySlug } from '@/lib/site/slug.mjs'
import { effectiveEnd, eventPhase, isFeatured, type EventTimes } from './time-state'

export interface EventGroups<E> {
  /** On now: started and not yet ended, soonest to end first. */
  current: E[]
  /** Upcoming: not yet started, soonest first. */
  upcoming: E[]
  /** Previous: ended, most recently ended first. */
  previous: E[]
}

const startOf = (e: Pick<EventTimes, 'dateStart'>) => new Date(e.dateStart).getTime()
const endOf = (e: Pick<EventTimes, 'dateStart' | 'dateEnd'>) => effectiveEnd(e).getTime()

/** The order of the 'Previous' grid: the most recently ended first. */
export function mostRecentlyEndedFirst(
  a: Pick<EventTimes, 'dateStart' | 'dateEnd'>,
  b: Pick<EventTimes, 'dateStart' | 'dateEnd'>,
): number {
  return endOf(b) - endOf(a) || startOf(b) - startOf(a)
}

/**
 * Sorts events into the three grids of the showcase as they stand at `now`. Pure, so the
 * same events give the same grids whatever the clock or the server's time zone.
 */
export function groupEvents<E extends Pick<EventTimes, 'dateStart' | 'dateEnd'>>(
  events: readonly E[],
  now: Date,
): EventGroups<E> {
  const groups: EventGroups<E> = { current: [], upcoming: [], previous: [] }
  for (const event of events) {
    const phase = eventPhase(event, now)
    if (phase === 'current') groups.current.push(event)
    else if (phase === 'upcoming') groups.upcoming.push(event)
    else groups.previous.push(event)
  }
  groups.current.sort((a, b) => endOf(a) - endOf(b) || startOf(a) - startOf(b))
  groups.upcoming.sort((a, b) => startOf(a) - startOf(b) || endOf(a) - endOf(b))
  groups.previous.sort(mostRecentlyEndedFirst)
  return groups
}

/** The events featured at `now`, the one whose feature ends soonest first. */
export function featuredEvents<E extends Pick<EventTimes, 'featureUntil'>>(
  events: readonly E[],
  now: Date,
): E[] {
  return events
    .filter((event) => isFeatured(event, now))
    .sort((a, b) => Date.parse(a.featureUntil!) - Date.parse(b.featureUntil!))
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base' })

/** Every category used by the events, once each, in alphabetical order. */
export function eventCategories(events: readonly { categories: readonly string[] }[]): string[] {
  const seen = new Map<string, string>()
  for (const event of events) {
    for (const category of event.categories) {
      const key = categorySlug(category)
      if (key && !seen.has(key)) seen.set(key, category)
    }
  }
  return [...seen.values()].sort(collator.compare)
}

/** Whether an event is in a category; categories match whatever their case or punctuation. */
export function inCategory(event: { categories: readonly string[] }, category: string): boolean {
  const slug = categorySlug(category)
  return event.categories.some((c) => categorySlug(c) === slug)
}

/** The grids with only the events of one category; no category leaves them as they are. */
export function filterGroups<E extends { categories: readonly string[] }>(
  groups: EventGroups<E>,
  category: string | null,
): EventGroups<E> {
  if (!category) return groups
  const keep = (list: E[]) => list.filter((e) => inCategory(e, category))
  return {
    current: keep(groups.current),
    upcoming: keep(groups.upcoming),
    previous: keep(groups.previous),
  }
}
