/**
 * Paging of the 'Previous' events grid, like the news (lib/updates/pagination.ts): with
 * thousands of past events, one grid of all of them made every showcase and event page
 * megabytes long.
 *
 * URLs: page 1 is the showcase itself (/events, or /events/category/{slug}); page n ≥ 2 is
 * /events/archive/page/n, or /events/category/{slug}/page/n for one category. Three and four
 * segments with fixed words, so no event URL (/events/{slug}/{id}) can be taken for one.
 */
import { eventsCategoryPath } from '@/lib/site/routes'
import { categorySlug } from '@/lib/site/slug.mjs'

export const PREVIOUS_EVENTS_PAGE_SIZE = 24

/** The listing pages' path, before the page number. */
export const EVENTS_ARCHIVE = '/events/archive/page'

/** How many pages of the whole listing the build prerenders; later ones render on demand. */
export const PRERENDERED_ARCHIVE_PAGES = 4

/** How many events of each grid an event page shows under the event, with a link to all. */
export const EVENT_PAGE_GRID_SIZE = 6

/** Page `page` of the past events, of one category or (null) of all. */
export function previousEventsHref(page: number, category: string | null): string {
  const base = eventsCategoryPath(category)
  if (page <= 1) return base
  return category ? `${base}/page/${page}` : `${EVENTS_ARCHIVE}/${page}`
}

/**
 * How far ahead previousPageBounds counts: an event past its start now, or within a day, may
 * be in 'Previous' before the bounds are worked out again (they are cached with the published entries,
 * up to 15 minutes, and kept longer while Firestore cannot be reached).
 */
const BOUND_AHEAD_MS = 24 * 3600 * 1000

/**
 * The most pages 'Previous' can have, of all events ('') and of each category (by slug), for
 * the proxy to refuse any page number past them before rendering. Only an event that has
 * started can have ended, so each bound counts the events that start before a day from `now`:
 * the real listing's size or a little more, never a page short.
 */
export function previousPageBounds(
  events: readonly { start: string | null; categories: readonly string[] }[],
  now: Date,
): Map<string, number> {
  const horizon = now.getTime() + BOUND_AHEAD_MS
  const counts = new Map<string, number>([['', 0]])
  for (const event of events) {
    if (event.start === null || Date.parse(event.start) >= horizon) continue
    const keys = new Set(['', ...event.categories.map(categorySlug)])
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return new Map(
    [...counts].map(([key, count]) => [
      key,
      Math.max(1, Math.ceil(count / PREVIOUS_EVENTS_PAGE_SIZE)),
    ]),
  )
}
