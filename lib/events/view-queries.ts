import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { eventsCalendar } from './calendar'
import type { Day } from './by-date'
import { hasFilter } from './filters'
import { inCategory } from './grouping'
import { getEventFilters, getEventListing, getLatestPastEvents, readPublished } from './queries'
import type { Event } from './schema'
import { parseCategoryViewPath, parseViewPath, type EventView } from './views'
import { eventCategoryAt, getEventCategories } from './categories'
import { decodeSegment } from '@/lib/site/routes'
import { categorySlug } from '@/lib/site/slug.mjs'
import { eventMonthAt, getDateView, getMonthDays } from './whats-on'

/** The events a view shows: in its category, if it has one, and every filter of it matches. */
export const inView = (event: Event, { category, filters }: EventView) =>
  (!category || inCategory(event, category)) && filters.every((slug) => hasFilter(event, slug))

/** A date range's days, with only the events of the view, days left empty dropped. */
export async function viewDays(view: EventView): Promise<{
  days: Day<Event>[]
  from: string | null
  to: string | null
  thisYear: number
}> {
  const range = view.range
  if (!range) throw new Error('viewDays needs a date range')
  const keep = (days: Day<Event>[]) =>
    days
      .map((day) => ({ ...day, events: day.events.filter((e) => inView(e, view)) }))
      .filter((day) => day.events.length)
  if (range.kind === 'month') {
    const days = await getMonthDays(range.month)
    return { days: keep(days), from: null, to: null, thisYear: range.month.year }
  }
  const { days, from, to, thisYear } = await getDateView(range.kind)
  return { days: keep(days), from, to, thisYear }
}

/** A view without a date range: on now and coming up, then the latest past ones. */
export async function viewListing(view: EventView) {
  const listing = await getEventListing()
  const match = { filters: [...view.filters], category: view.category ?? null }
  const past = await getLatestPastEvents(match, listing.asOf)
  const coming = [...listing.current, ...listing.upcoming].filter((e) => inView(e, view))
  return { coming, past, thisYear: listing.thisYear, asOf: listing.asOf }
}

/** What a calendar feed holds: a view's events, a category's, or a venue's. */
export type FeedScope =
  | { kind: 'view'; view: EventView }
  | { kind: 'category'; category: string }
  | { kind: 'venue'; venueId: string }

function scopeMatch(scope: FeedScope): (event: Event) => boolean {
  if (scope.kind === 'category') return (e) => inCategory(e, scope.category)
  if (scope.kind === 'venue') return (e) => e.venueId === scope.venueId
  return (e) => inView(e, scope.view)
}

/**
 * The calendar feed of a scope, cached with the events, as /events/calendar.ics is: a series
 * once, with its rule and exceptions, never a copy per date. Without a date range, everything
 * on now or to come that matches (the same listing as the pages); with one, what runs in it
 * (a series running in it, whole). A range's feed keeps its days' cache lifetime, so it moves
 * with the page.
 */
export async function scopeCalendar(scope: FeedScope): Promise<string> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  const match = scopeMatch(scope)
  if (scope.kind !== 'view' || !scope.view.range) {
    cacheLife(CONTENT_CACHE_PROFILE)
    const { current, upcoming, series, asOf } = await getEventListing()
    const oneOffs = [...current, ...upcoming].filter((e) => !e.occurrence)
    return eventsCalendar(byStart([...oneOffs, ...series].filter(match)), new Date(asOf))
  }
  const { days } = await viewDays(scope.view)
  const shown = days.flatMap((day) => day.events).filter(match)
  const oneOffs = unique(shown.filter((e) => !e.occurrence))
  const seriesIds = [...new Set(shown.filter((e) => e.occurrence).map((e) => e.id))]
  const series = await readPublished(seriesIds, 'series of a calendar feed')
  // DTSTAMP: when this feed was made, inside the cache scope.
  return eventsCalendar(byStart([...oneOffs, ...series]), new Date())
}

const byStart = (events: Event[]) =>
  events.sort((a, b) => Date.parse(a.dateStart) - Date.parse(b.dateStart))

/** An event running over several days is on each of them: once in the feed. */
function unique(events: Event[]): Event[] {
  const seen = new Set<string>()
  return events.filter((e) => !seen.has(e.id) && seen.add(e.id))
}

/** The feed as a response: text/calendar, shown inline so calendar apps subscribe to it. */
function calendarResponse(text: string, name: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${name}.ics"`,
    },
  })
}

/**
 * The view at /events/filter/{segments} (decoded) when it is one to render: its own URL, every
 * filter one some event has, a month one with events. The gate has decided the same before
 * the page renders; this is the check for when it could not.
 */
export async function eventViewAt(segments: readonly string[]): Promise<EventView | null> {
  const parsed = parseViewPath(segments)
  if (!parsed?.canonical) return null
  return (await knownView(parsed.view)) ? parsed.view : null
}

/** Every filter of a view is one some event has, and its month one with events. */
async function knownView(view: EventView): Promise<boolean> {
  const known = new Set((await getEventFilters()).map((f) => f.slug))
  if (!view.filters.every((slug) => known.has(slug))) return false
  return view.range?.kind !== 'month' || !!(await eventMonthAt(view.range.month))
}

/**
 * The view at /events/category/{segment}/{segments} (as Next gives them) when it is one to render, as
 * eventViewAt judges those without a category: a category some event has, at its own URL.
 */
export async function categoryViewAt(
  segment: string,
  segments: readonly string[],
): Promise<EventView | null> {
  const decoded = segments.map(decodeSegment)
  const category = await eventCategoryAt(segment)
  if (!category || decoded.includes(null)) return null
  const parsed = parseCategoryViewPath(category, decoded as string[])
  if (!parsed?.canonical) return null
  return (await knownView(parsed.view)) ? parsed.view : null
}

/** A category for generateStaticParams (Next needs one); 'none' is a 404 like any unknown one. */
export async function sampleCategory(): Promise<string> {
  const [first] = await getEventCategories()
  return first ? categorySlug(first) : 'none'
}

/** A few views for generateStaticParams (Next needs one at least): the first two filters. */
export async function sampleViewFilters(): Promise<string> {
  const slugs = (await getEventFilters()).map((f) => f.slug)
  return slugs.length >= 2 ? slugs.slice(0, 2).join('+') : 'free+family'
}

/**
 * A feed route's answer: the scope's calendar, or a plain 404 when it has none (the gate has
 * answered unknown scopes before; this is for when it could not). `path` names the file.
 */
export async function feedResponse(scope: FeedScope | null, path: string): Promise<Response> {
  if (!scope) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return calendarResponse(await scopeCalendar(scope), feedFileName(path))
}

/** '/events/filter/free+family/this-weekend' → 'creative-communities-free-family-this-weekend'. */
export function feedFileName(path: string): string {
  const words = path.replace(/^\/(events\/)?(filter\/)?/, '').replace(/[^a-z0-9]+/gi, '-')
  return `creative-communities-${words.replace(/^-|-$/g, '')}`
}
