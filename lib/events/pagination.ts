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
