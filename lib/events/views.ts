/**
 * A view of the events: at most one category, some filters (free, family, access features)
 * and at most one date range (this weekend, the next 7 days, a month), with one URL each and a
 * calendar feed below it. Pure: the gate (lib/gate/gate.ts), the pages and the feeds all build
 * and read the URLs here, so each combination has exactly one address.
 *
 * URLs, filters always in FILTERS' order and joined by '+', {range} being /this-weekend,
 * /next-7-days or /month/{yyyy}/{mm}:
 * - no filter: /events, /events/this-weekend, /events/next-7-days, /events/month/{yyyy}/{mm};
 * - one filter, no range: its own page, /events/free, /events/family, /events/access/{feature};
 * - other filters: /events/filter/{a+b}[{range}];
 * - a category: the same below its page instead of /events, /events/category/{slug}[{range}]
 *   and /events/category/{slug}/filter/{a[+b]}[{range}] (one filter has no page of its own).
 * Each view's feed is its URL followed by /calendar.ics.
 */
import {
  monthKey,
  monthName,
  monthPath,
  NEXT_7_DAYS_PATH,
  parseMonth,
  THIS_WEEKEND_PATH,
  type Month,
} from './by-date'
import { eventsCategoryPath } from '@/lib/site/routes'
import { FILTERS, filterAt, filterPath } from './facts'

export const FILTER_VIEW_BASE = '/events/filter'
export const CALENDAR_FILE = 'calendar.ics'
/**
 * At most this many filters at once, and one category. With every filter some event has, every
 * category and every range, a stranger can make at most (1 + categories) × (1 + C(n,1) +
 * C(n,2) + C(n,3)) × (3 + months with events) pages render, each with its feed: 232 filter
 * sets (none included) of today’s 11 filters (docs/caching-and-publishing.md).
 */
export const MAX_VIEW_FILTERS = 3

export type DateRange =
  { kind: 'this-weekend' } | { kind: 'next-7-days' } | { kind: 'month'; month: Month }

export interface EventView {
  /** The category, as the data spells it (lib/events/categories.ts); none when absent. */
  category?: string | null
  /** Filter slugs, in FILTERS' order, each once. */
  filters: readonly string[]
  range: DateRange | null
}

/** A parsed /events/filter/… path: the view, whether it is its feed, and whether it was canonical. */
export interface ParsedView {
  view: EventView
  feed: boolean
  /** The path asked for was the view's own URL (else it redirects there). */
  canonical: boolean
}

const ORDER = new Map(FILTERS.map((filter, i) => [filter.slug, i]))

/** The filters in their one order, each once; null if one is unknown. */
export function canonicalFilters(slugs: readonly string[]): string[] | null {
  if (slugs.some((slug) => !ORDER.has(slug))) return null
  return [...new Set(slugs)].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!)
}

function rangeSegments(range: DateRange): string[] {
  return range.kind === 'month' ? ['month', ...monthKey(range.month).split('/')] : [range.kind]
}

/** The range of the segments after the filters, or null when they are no range. */
function parseRange(segments: readonly string[]): DateRange | null {
  const [first, year, number, ...rest] = segments
  if ((first === 'this-weekend' || first === 'next-7-days') && year === undefined) {
    return { kind: first }
  }
  if (first !== 'month' || year === undefined || number === undefined || rest.length) return null
  const month = parseMonth(year, number)
  return month && { kind: 'month', month }
}

/**
 * The view of /events/filter/{segments} (decoded): null for anything that is not one (an
 * unknown filter, more than MAX_VIEW_FILTERS, an empty filter, a bad range, anything more).
 */
export function parseViewPath(segments: readonly string[]): ParsedView | null {
  const [joined, ...after] = segments
  if (joined === undefined) return null
  const feed = after.at(-1) === CALENDAR_FILE
  const rangePart = feed ? after.slice(0, -1) : after
  const asked = joined.split('+')
  const filters = canonicalFilters(asked)
  if (!filters || !filters.length || filters.length > MAX_VIEW_FILTERS) return null
  const range = rangePart.length ? parseRange(rangePart) : null
  if (rangePart.length && !range) return null
  return parsed({ filters, range }, feed, `${FILTER_VIEW_BASE}/${segments.join('/')}`)
}

function parsed(view: EventView, feed: boolean, path: string): ParsedView {
  return { view, feed, canonical: path === (feed ? viewFeedPath(view) : viewPath(view)) }
}

/**
 * The view of /events/category/{slug}/{segments} (decoded), `category` being the one whose
 * slug was asked (as the data spells it): {range}, filter/{a[+b]}[{range}], each maybe with
 * /calendar.ics; null for anything else. The category's own page and feed read back too.
 */
export function parseCategoryViewPath(
  category: string,
  segments: readonly string[],
): ParsedView | null {
  const feed = segments.at(-1) === CALENDAR_FILE
  const rest = feed ? segments.slice(0, -1) : segments
  const path = [eventsCategoryPath(category), ...segments].join('/')
  if (rest[0] !== 'filter') {
    const range = rest.length ? parseRange(rest) : null
    return rest.length && !range ? null : parsed({ category, filters: [], range }, feed, path)
  }
  const [, joined, ...after] = rest
  const filters = joined === undefined ? null : canonicalFilters(joined.split('+'))
  if (!filters || !filters.length || filters.length > MAX_VIEW_FILTERS) return null
  const range = after.length ? parseRange(after) : null
  if (after.length && !range) return null
  return parsed({ category, filters, range }, feed, path)
}

/** The one URL of a view. */
export function viewPath({ category, filters, range }: EventView): string {
  if (category) {
    const base = eventsCategoryPath(category)
    const tail = range ? `/${rangeSegments(range).join('/')}` : ''
    return filters.length ? `${base}/filter/${filters.join('+')}${tail}` : `${base}${tail}`
  }
  if (!filters.length) {
    if (!range) return '/events'
    if (range.kind === 'month') return monthPath(range.month)
    return range.kind === 'this-weekend' ? THIS_WEEKEND_PATH : NEXT_7_DAYS_PATH
  }
  if (filters.length === 1 && !range) return filterPath(filters[0]!)
  const tail = range ? `/${rangeSegments(range).join('/')}` : ''
  return `${FILTER_VIEW_BASE}/${filters.join('+')}${tail}`
}

/** The view's calendar feed. */
export const viewFeedPath = (view: EventView) => `${viewPath(view)}/${CALENDAR_FILE}`

/** The same view with one more filter (null when it has the most it can, or has it). */
export function withFilter(view: EventView, slug: string): EventView | null {
  if (view.filters.includes(slug) || view.filters.length >= MAX_VIEW_FILTERS) return null
  const filters = canonicalFilters([...view.filters, slug])
  return filters && { ...view, filters }
}

/** The same view in a category, or in none (null). */
export const withCategory = (view: EventView, category: string | null): EventView => ({
  ...view,
  category,
})

/** The same view without a filter. */
export const withoutFilter = (view: EventView, slug: string): EventView => ({
  ...view,
  filters: view.filters.filter((f) => f !== slug),
})

/** Whether an event is found under every filter of a view (lib/events/facts.ts filterSlugs). */
export function matchesFilters(eventFilters: readonly string[], filters: readonly string[]) {
  return filters.every((filter) => eventFilters.includes(filter))
}

/** 'This weekend', 'Next 7 days', 'December 2026'. */
export function rangeName(range: DateRange): string {
  if (range.kind === 'month') return monthName(range.month)
  return range.kind === 'this-weekend' ? 'This weekend' : 'Next 7 days'
}

/** 'Free, Family and Step-free access events: this weekend', '… events in Workshops: …'. */
export function viewHeading({ category, filters, range }: EventView): string {
  const labels = filters.map((slug) => filterAt(slug)?.label ?? slug)
  const events = labels.length
    ? `${labels.slice(0, -1).join(', ')}${labels.length > 1 ? ' and ' : ''}${labels.at(-1)} events`
    : 'Events'
  const what = category ? `${events} in ${category}` : events
  if (!range) return what
  return `${what}: ${range.kind === 'month' ? `in ${monthName(range.month)}` : rangeName(range).toLowerCase()}`
}
