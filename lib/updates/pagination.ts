/**
 * Paging of the 'Previous' updates grid.
 *
 * URLs: page 1 is /updates itself; page n ≥ 2 is /updates/page/n. A path segment rather than
 * ?page=n keeps every page prerenderable and cached like the rest of the site (reading
 * searchParams would make /updates render on every request), and it is a real link that a
 * crawler follows without JavaScript.
 *
 * The static segment `page` also matches /updates/page/{id}, the URL of an update whose
 * titleSlug is literally "page" (a title such as "Page"). Static segments win over dynamic
 * ones in Next's routing, so that route checks: a canonical page number is a listing page;
 * anything else is looked up as an update id (rendered when its slug really is "page",
 * redirected to its canonical URL otherwise). Only an update whose slug is "page" AND whose
 * id is a bare number (Firestore ids are 20 random letters and digits) would be shadowed.
 */
export const UPDATES_PAGE_SIZE = 24

/** The static segment of the listing pages, and the one update slug that it shadows. */
export const LISTING_SEGMENT = 'page'

/** How many listing pages `generateStaticParams` prerenders; later ones render on demand. */
export const PRERENDERED_LISTING_PAGES = 4

/** The listing page's URL; page 1 is the updates index itself. */
export function updatesPageHref(page: number): string {
  return page <= 1 ? '/updates' : `/updates/${LISTING_SEGMENT}/${page}`
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
