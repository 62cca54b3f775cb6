/**
 * Paging of the 'Previous' updates grid.
 *
 * URLs: page 1 is /updates itself; page n ≥ 2 is /updates/archive/page/n. A path rather than
 * ?page=n keeps every page prerenderable and cached like the rest of the site (reading
 * searchParams would make /updates render on every request), and it is a real link that a
 * crawler follows without JavaScript. Three segments, where an update's URL has two
 * (/updates/{slug}/{id}), so no slug or id can ever collide with a listing page.
 */
export const UPDATES_PAGE_SIZE = 24

/** The listing pages' path, before the page number. */
export const UPDATES_ARCHIVE = '/updates/archive/page'

/** How many listing pages `generateStaticParams` prerenders; later ones render on demand. */
export const PRERENDERED_LISTING_PAGES = 4

/** The listing page's URL; page 1 is the updates index itself. */
export function updatesPageHref(page: number): string {
  return page <= 1 ? '/updates' : `${UPDATES_ARCHIVE}/${page}`
}
