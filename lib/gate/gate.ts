/**
 * The one place that decides what an event or update URL is: a page to render, a redirect
 * to the canonical URL, or not found. proxy.ts asks it before anything renders (so a
 * redirect carries one Location header and a 404 is the site's full page); the pages, the
 * calendar download and the sitemap ask it too. Pure: the published ids and slugs come in.
 */
import type { GatedKind } from '@/lib/content/collections'
import { documentPath } from '@/lib/site/routes'
import { PICTURE_CROP_FILES } from '@/lib/content/picture-crops'
import { pageCount, parsePageNumber } from '@/lib/content/pagination'
import { UPDATES_ARCHIVE, UPDATES_PAGE_SIZE, updatesPageHref } from '@/lib/updates/pagination'
import {
  EVENTS_ARCHIVE,
  PREVIOUS_EVENTS_PAGE_SIZE,
  previousEventsHref,
} from '@/lib/events/pagination'
import { monthKey, monthPath, parseMonth } from '@/lib/events/by-date'
import {
  CALENDAR_FILE,
  parseCategoryViewPath,
  parseViewPath,
  viewFeedPath,
  viewPath,
  type ParsedView,
} from '@/lib/events/views'

/**
 * What the proxy keeps an index of: documents by id, dictionary letters, FAQ categories,
 * event categories (by slug), and how many pages 'Previous' can have, of all events ('') and
 * of each category (by slug; lib/events/pagination.ts previousPageBounds).
 */
export const INDEX_KINDS = [
  'events',
  'updates',
  'letters',
  'categories',
  'eventCategories',
  'previousPages',
  'eventFilters',
  'venues',
  'eventMonths',
] as const
export type IndexKind = (typeof INDEX_KINDS)[number]

/** id → canonical slug of every published document of a kind. */
export type SlugIndex = ReadonlyMap<string, string>

export type GateDecision =
  { action: 'render' } | { action: 'redirect'; location: string } | { action: 'not-found' }

/** Paths under /{kind}/ served by a route of their own, never a document's id. */
/** Date views with a calendar feed of their own below them. */
const WITH_FEED: ReadonlySet<string> = new Set(['this-weekend', 'next-7-days'])

const OWN_ROUTES: Record<GatedKind, ReadonlySet<string>> = {
  events: new Set(['calendar.ics', 'category', 'month', 'this-weekend', 'next-7-days', 'filter']),
  updates: new Set(['feed.xml', 'atom.xml']),
}

/** A document's files, below its page: /events/{slug}/{id}/calendar.ics, picture crops. */
const DOCUMENT_FILES: Record<GatedKind, ReadonlySet<string>> = {
  events: new Set(['calendar.ics', ...PICTURE_CROP_FILES]),
  updates: new Set(PICTURE_CROP_FILES),
}

/**
 * What `/{kind}/{...segments}` (segments already decoded) is.
 * - /{kind}/{id}: redirect to the canonical URL, or not found;
 * - /{kind}/{slug}/{id}[/{file}]: render when the slug is canonical, else redirect;
 * - /updates/archive/page/{n} and /events/archive/page/{n}: render pages 2 to the last (for
 *   events, `previousPages`, the bound of the proxy's index of that name; without it, as
 *   many as all published events would fill), redirect page 1 to the listing itself;
 * - /updates/page/{n}, the old listing URL: redirect to its new one;
 * - anything else under /{kind}/ is not a document URL, and renders whatever route matches.
 */
export function decide(
  kind: GatedKind,
  segments: readonly string[],
  index: SlugIndex,
  previousPages?: SlugIndex,
): GateDecision {
  const [first, second, third, ...rest] = segments
  if (first === undefined) return { action: 'render' }
  // A route's own file has nothing below it: each invented path would be a page rendered.
  if (OWN_ROUTES[kind].has(first)) {
    const feed = second === CALENDAR_FILE && third === undefined && WITH_FEED.has(first)
    return second === undefined || feed ? { action: 'render' } : NOT_FOUND
  }
  if (`/${kind}/${first}/${second}` === LISTINGS[kind].archive) {
    const listing = LISTINGS[kind]
    const all = pageCount(index.size, listing.pageSize)
    const pages = kind === 'events' ? (pagesIn(previousPages, '') ?? all) : all
    return listingPage(listing, third, rest.length, pages)
  }
  if (second === undefined) {
    const slug = index.get(first)
    return slug ? redirect(documentPath(kind, { titleSlug: slug, id: first })) : NOT_FOUND
  }
  if (rest.length || (third !== undefined && !DOCUMENT_FILES[kind].has(third))) return NOT_FOUND
  const slug = index.get(second)
  if (slug === undefined) {
    // /events/2026/12, the address people guess: the month's own page.
    const month = kind === 'events' && third === undefined ? parseMonth(first, second) : null
    if (month) return redirect(monthPath(month))
    const page = kind === 'updates' && first === 'page' && third === undefined
    return page && parsePageNumber(second) ? redirect(updatesPageHref(Number(second))) : NOT_FOUND
  }
  if (slug === first) return { action: 'render' }
  return redirect(documentPath(kind, { titleSlug: slug, id: second }) + (third ? `/${third}` : ''))
}

/** The numbered listing pages of each kind: the news, and the past events. */
interface Listing {
  archive: string
  pageSize: number
  href: (page: number) => string
}

const LISTINGS: Record<GatedKind, Listing> = {
  updates: { archive: UPDATES_ARCHIVE, pageSize: UPDATES_PAGE_SIZE, href: updatesPageHref },
  events: {
    archive: EVENTS_ARCHIVE,
    pageSize: PREVIOUS_EVENTS_PAGE_SIZE,
    href: (page) => previousEventsHref(page, null),
  },
}

function listingPage(listing: Listing, segment: string | undefined, extra: number, pages: number) {
  const page = segment === undefined || extra ? null : parsePageNumber(segment)
  if (page === null || page > pages) return NOT_FOUND
  return page === 1 ? redirect(listing.href(1)) : { action: 'render' as const }
}

/**
 * /events/category/{slug}[/page/{n}|/calendar.ics]: a known category renders, with its feed,
 * and so do its pages 2 to its bound in `previousPages`; page 1 redirects to the category
 * itself. Below it, the category's views with filters and dates (lib/events/views.ts) are
 * judged as decideEventView judges those without, by `filters` and `months`. Anything else is
 * not found.
 */
export function decideEventCategory(
  segments: readonly string[],
  categories: SlugIndex,
  previousPages: SlugIndex,
  filters: SlugIndex,
  months: SlugIndex,
): GateDecision {
  const [slug, word, number, ...rest] = segments
  if (slug === undefined || !categories.has(slug)) return NOT_FOUND
  if (word === undefined || (word === CALENDAR_FILE && number === undefined)) return RENDER
  if (word !== 'page') {
    const parsed = parseCategoryViewPath(categories.get(slug)!, segments.slice(1))
    return parsed ? decideParsedView(parsed, filters, months) : NOT_FOUND
  }
  const page = number !== undefined && !rest.length ? parsePageNumber(number) : null
  if (page === null || page > (pagesIn(previousPages, slug) ?? 1)) return NOT_FOUND
  return page === 1 ? redirect(previousEventsHref(1, categories.get(slug)!)) : { action: 'render' }
}

/**
 * /events/free, /events/family and /events/access/{feature}, each with /calendar.ics below
 * it: a filter some public event has (or had) renders; anything else is not found. `filters`
 * maps each such filter's slug to itself.
 */
export function decideEventFilter(segments: readonly string[], filters: SlugIndex): GateDecision {
  const [first, ...more] = segments
  const audience = first !== undefined && AUDIENCE_FILTERS.has(first)
  const [slug, ...rest] = audience ? segments : more
  if (rest.length > 1 || (rest.length && rest[0] !== CALENDAR_FILE)) return NOT_FOUND
  // 'free' and 'family' are no access features, though the index holds them.
  if (slug === undefined || (!audience && AUDIENCE_FILTERS.has(slug))) return NOT_FOUND
  return filters.has(slug) ? RENDER : NOT_FOUND
}

/** The filters with a page of their own at /events/{slug}, not under /events/access/. */
const AUDIENCE_FILTERS: ReadonlySet<string> = new Set(['free', 'family'])

/**
 * /events/filter/{a+b}[/{range}][/calendar.ics] (lib/events/views.ts): renders when every
 * filter is one some public event has (or had) and a month range is a month with events; a
 * view at another address (filters out of order or repeated, one filter alone) redirects to
 * its own; anything else is not found. This bounds what a stranger can make render.
 */
export function decideEventView(
  segments: readonly string[],
  filters: SlugIndex,
  months: SlugIndex,
): GateDecision {
  const parsed = parseViewPath(segments)
  return parsed ? decideParsedView(parsed, filters, months) : NOT_FOUND
}

/** A view that parsed: rendered at its own address, redirected from another, else not found. */
function decideParsedView(
  { view, feed, canonical }: ParsedView,
  filters: SlugIndex,
  months: SlugIndex,
): GateDecision {
  if (!view.filters.every((slug) => filters.has(slug))) return NOT_FOUND
  if (view.range?.kind === 'month' && !months.has(monthKey(view.range.month))) return NOT_FOUND
  if (canonical) return RENDER
  return redirect(feed ? viewFeedPath(view) : viewPath(view))
}

const RENDER: GateDecision = { action: 'render' }

/**
 * /venues/{slug}[/calendar.ics]: a venue's slug renders, with its feed; anything else, or
 * anything else below it, is not found.
 */
export function decideVenue(segments: readonly string[], venues: SlugIndex): GateDecision {
  const [slug, ...rest] = segments
  const below = !rest.length || (rest.length === 1 && rest[0] === CALENDAR_FILE)
  return slug !== undefined && below && venues.has(slug) ? RENDER : NOT_FOUND
}

/**
 * /events/month/{yyyy}/{mm}[/calendar.ics]: a month in which some event runs (`months`, keyed
 * '2026/12') renders, with its feed; any other month, a malformed one or a deeper path is not
 * found.
 */
export function decideEventMonth(segments: readonly string[], months: SlugIndex): GateDecision {
  const [year, number, ...rest] = segments
  const month = year !== undefined && number !== undefined ? parseMonth(year, number) : null
  const below = !rest.length || (rest.length === 1 && rest[0] === CALENDAR_FILE)
  return month && below && months.has(monthKey(month)) ? { action: 'render' } : NOT_FOUND
}

/** A page bound from the proxy's 'previousPages' index, if it has one for `key`. */
function pagesIn(previousPages: SlugIndex | undefined, key: string): number | undefined {
  const pages = Number(previousPages?.get(key))
  return Number.isInteger(pages) && pages >= 1 ? pages : undefined
}

const NOT_FOUND: GateDecision = { action: 'not-found' }

function redirect(location: string): GateDecision {
  return { action: 'redirect', location }
}

/** How the gate judges a path: the indexes it needs, and the decision once they are read. */
export interface Judgement {
  kinds: readonly IndexKind[]
  /** Given the indexes of `kinds`, in that order. */
  decide: (indexes: readonly SlugIndex[]) => GateDecision
}

const GATED_SECTIONS: Readonly<Record<string, GatedKind>> = { events: 'events', updates: 'updates' }

/**
 * How `/{section}/{...rest}` (segments decoded) is judged, or undefined for a path the gate
 * lets through as it is. An editor's preview (Next's draft mode) shows drafts, so the page
 * itself decides a document URL then.
 */
export function judgement(
  section: string | undefined,
  rest: readonly string[],
  preview: boolean,
): Judgement | undefined {
  const kind = section === undefined ? undefined : GATED_SECTIONS[section]
  if (kind === 'events' && (AUDIENCE_FILTERS.has(rest[0] ?? '') || rest[0] === 'access')) {
    return { kinds: ['eventFilters'], decide: ([filters]) => decideEventFilter(rest, filters!) }
  }
  if (kind === 'events' && rest[0] === 'filter') {
    return {
      kinds: ['eventFilters', 'eventMonths'],
      decide: ([filters, months]) => decideEventView(rest.slice(1), filters!, months!),
    }
  }
  if (kind === 'events' && rest[0] === 'category') {
    return {
      kinds: ['eventCategories', 'previousPages', 'eventFilters', 'eventMonths'],
      decide: ([categories, pages, filters, months]) =>
        decideEventCategory(rest.slice(1), categories!, pages!, filters!, months!),
    }
  }
  if (kind === 'events' && rest[0] === 'month') {
    return {
      kinds: ['eventMonths'],
      decide: ([months]) => decideEventMonth(rest.slice(1), months!),
    }
  }
  if (kind && rest.length) {
    if (preview) return undefined
    if (kind === 'events' && rest[0] === 'archive') {
      return {
        kinds: [kind, 'previousPages'],
        decide: ([index, pages]) => decide(kind, rest, index!, pages),
      }
    }
    return { kinds: [kind], decide: ([index]) => decide(kind, rest, index!) }
  }
  if (section === 'venues' && rest.length) {
    return { kinds: ['venues'], decide: ([venues]) => decideVenue(rest, venues!) }
  }
  const [folder, name, ...more] = rest
  if (section !== 'fyi' || name === undefined || more.length) return undefined
  if (folder === 'dictionary') {
    return { kinds: ['letters'], decide: ([letters]) => decideLetter(name, letters!) }
  }
  if (folder === 'questions') {
    return { kinds: ['categories'], decide: ([categories]) => decideCategory(name, categories!) }
  }
  return undefined
}

/**
 * /fyi/dictionary/{letter}: any upper-case letter redirects to its lower case (the canonical
 * form); a lower-case letter with entries renders; anything else is not found. `letters`
 * maps the lower-case letters that have entries to the letter.
 */
export function decideLetter(segment: string, letters: SlugIndex): GateDecision {
  if (/^[A-Z]$/.test(segment)) return redirect(`/fyi/dictionary/${segment.toLowerCase()}`)
  return letters.has(segment) ? { action: 'render' } : NOT_FOUND
}

/**
 * /fyi/questions/{category}: a known category renders; anything
 * else is not found.
 */
export function decideCategory(category: string, categories: SlugIndex): GateDecision {
  return categories.has(category) ? { action: 'render' } : NOT_FOUND
}
