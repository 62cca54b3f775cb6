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

/**
 * A page number from a URL segment, only in its canonical form ("2", not "02", "+2" or "2.0"),
 * so that each page has exactly one URL. Anything else is null.
 */
export function parsePageNumber(segment: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null
  return Number(segment)
}

export function pageCount(total: number, pageSize: number = UPDATES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** One entry of the numbered page links: a page number, or a gap shown as an ellipsis. */
export type PageLink = number | 'gap'

/**
 * The numbered links around `current`: always the first and last page, `radius` pages either
 * side of the current one, and a gap where pages are left out (a gap of one page is shown as
 * that page instead). With 84 pages and page 40 current: 1 … 39 40 41 … 84.
 */
export function pageLinks(current: number, count: number, radius = 1): PageLink[] {
  const shown = new Set<number>([1, count])
  for (let p = current - radius; p <= current + radius; p++) {
    if (p >= 1 && p <= count) shown.add(p)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  const links: PageLink[] = []
  let previous = 0
  for (const p of sorted) {
    if (p - previous === 2) links.push(p - 1)
    else if (p - previous > 2) links.push('gap')
    links.push(p)
    previous = p
  }
  return links
}
