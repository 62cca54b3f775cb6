import { FILTERS, filterSlugs, type EventFilter } from './facts'
import type { Event } from './schema'

/**
 * The filters that some of these events (published entries, past ones included) are found
 * under, in the showcase's order: a filter no event ever had has no page.
 */
export function eventFilters(entries: readonly { filters: readonly string[] }[]): string[] {
  const found = new Set(entries.flatMap((entry) => entry.filters))
  return FILTERS.filter((filter) => found.has(filter.slug)).map((filter) => filter.slug)
}

/** The same filters, with their words. */
export function filtersOf(entries: readonly { filters: readonly string[] }[]): EventFilter[] {
  const slugs = new Set(eventFilters(entries))
  return FILTERS.filter((filter) => slugs.has(filter.slug))
}

/** Whether an event is found under a filter. */
export const hasFilter = (event: Pick<Event, 'cost' | 'ages' | 'access'>, slug: string) =>
  filterSlugs(event).includes(slug)
