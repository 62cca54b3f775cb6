/**
 * Numbered pages of a listing (the news and the past events): page URLs are paths, never
 * ?page=n, so every page is prerenderable, cached like the rest of the site, and a real link
 * a crawler follows without JavaScript.
 */

/**
 * A page number from a URL segment, only in its canonical form ("2", not "02", "+2" or "2.0"),
 * so that each page has exactly one URL. Anything else is null.
 */
export function parsePageNumber(segment: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null
  return Number(segment)
}

/**
 * The route params of the numbered pages after the first to prerender, up to `limit`. Next
 * needs at least one entry; with a single page, page 2 is prerendered as the 404.
 */
export function laterPageParams(pageCount: number, limit: number): { page: string }[] {
  const last = Math.min(pageCount, limit)
  if (last < 2) return [{ page: '2' }]
  return Array.from({ length: last - 1 }, (_, i) => ({ page: String(i + 2) }))
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Page `page` of `items` (kept within the pages there are), and how many pages and items. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { rows: T[]; page: number; pages: number; total: number } {
  const pages = pageCount(items.length, size)
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  return {
    rows: items.slice((current - 1) * size, current * size),
    page: current,
    pages,
    total: items.length,
  }
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
