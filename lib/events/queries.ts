import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'
import type { Query } from 'firebase-admin/firestore'
import { CACHE_TAGS } from '@/lib/content/cache'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import {
  isPublicAt,
  nextPublication,
  publicationMoments,
  secondsUntil,
  untilPublication,
} from '@/lib/content/schedule'
import { getPublicEntries, publicEntriesAt, type IndexEntry } from '@/lib/content/published-entries'
import { eventSchema, type Event } from '@/lib/events/schema'
import { contentLifetime, contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import { pageCount } from '@/lib/content/pagination'
import { PREVIOUS_EVENTS_PAGE_SIZE } from './pagination'
import { effectiveEnd, nextTransition } from './time-state'
import { asWholeSeries, comingOccurrences, entrySpan } from './occurrences'
import { RECURRENCE_FREQUENCIES } from './recurrence'
import { categorySlug } from '@/lib/site/slug.mjs'
import type { EventFilter } from './facts'
import { filtersOf } from './filters'
import { featuredEvents, groupEvents, inCategory, mostRecentlyEndedFirst } from './grouping'
import { firestore, read } from '@/lib/firebase/admin'
import { londonParts, londonWallTime } from '@/lib/site/dates.mjs'
import { parseDocuments } from '@/lib/content/parse'
import { readPublicDocument, readPublicDocuments } from '@/lib/content/public-documents'

export { EVENTS_COLLECTION }

function published(): Query {
  return firestore().collection(EVENTS_COLLECTION).where('published', '==', true)
}

/**
 * An event without an end date runs to the end of its start day (time-state.ts), so it has
 * ended once that day is over: the queries below ask for it by its start.
 */
function startOfToday(now: Date): Date {
  return londonWallTime(now, 0, '00:00')
}

export interface EventListing {
  /** On now: started and not yet ended, soonest to end first. */
  current: Event[]
  /** Upcoming ('Current'): not yet started, soonest first. */
  upcoming: Event[]
  /** Featured events, the one whose feature ends soonest first. */
  featured: Event[]
  /** The series with a date not yet ended, each once as stored: for the calendar feed. */
  series: Event[]
  /** The moment the grids were worked out (ISO); pages judge an event's state by it too. */
  asOf: string
  /** London's year at that moment: dates in other years show theirs. */
  thisYear: number
  /** How long, in seconds, the listing stays right: until an event starts, ends or leaves the banner. */
  revalidate: number
}

/**
 * The showcase as it stands now: what is on, what is coming up and what is featured. Only
 * those events are read (the ones not yet ended, and the featured ones): with thousands of
 * past events, reading all of them cost thousands of reads at every regeneration. Cached
 * until the next moment one of them changes (an event starts or ends, or leaves the
 * banner), at most the content profile's interval, so the showcase, the home page and the
 * event pages move at that moment, not up to an interval later.
 */
export async function getEventListing(): Promise<EventListing> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  const now = new Date()
  const [withEnd, withoutEnd, featuredSnapshot, seriesSnapshot] = await Promise.all([
    read(
      published().where('dateEnd', '>', now).orderBy('dateEnd', 'asc'),
      'events on now and to come',
    ),
    read(
      published().where('dateEnd', '==', null).where('dateStart', '>=', startOfToday(now)),
      'events on now and to come, without an end',
    ),
    // The spec's home query: featureUntil after now, soonest first.
    read(
      published().where('featureUntil', '>', now).orderBy('featureUntil', 'asc'),
      'featured events',
    ),
    // A series' stored dates are its first; every series is read and its dates judged here.
    read(
      published().where('recurrence.frequency', 'in', [...RECURRENCE_FREQUENCIES]),
      'events that repeat',
    ),
  ])
  // A scheduled event is left out until its time, when the listing changes too.
  const found = uniqueById(
    parseDocuments(eventSchema, [...withEnd.docs, ...withoutEnd.docs, ...seriesSnapshot.docs]),
  )
  const readFeatured = parseDocuments(eventSchema, featuredSnapshot.docs)
  const publicFound = found.filter((event) => isPublicAt(event, now))
  // Each coming date of a series is shown as an event of its own.
  const live = comingOccurrences(publicFound, now)
  const series = publicFound.filter(
    (event) => event.recurrence && live.some((copy) => copy.id === event.id),
  )
  // The banner shows a featured series once, at its next date.
  const featured = featuredEvents(
    readFeatured
      .filter((event) => isPublicAt(event, now))
      .map((event) => (event.recurrence ? (comingOccurrences([event], now)[0] ?? event) : event)),
    now,
  )
  const regular = contentRevalidateSeconds()
  const untilPublished = untilPublication(
    contentLifetime(regular),
    nextPublication([...found, ...readFeatured].flatMap(publicationMoments), now),
    now,
  )
  const revalidate = Math.min(
    untilPublished.revalidate,
    secondsUntil(nextTransition([...live, ...featured], now)?.getTime() ?? null, now, regular),
  )
  cacheLife({ ...contentLifetime(regular), revalidate })
  const { current, upcoming } = groupEvents(live, now)
  return {
    current,
    upcoming,
    featured,
    series,
    asOf: now.toISOString(),
    thisYear: londonParts(now).year,
    revalidate,
  }
}

export interface PreviousEventsPage {
  events: Event[]
  page: number
  pageCount: number
  total: number
}

/**
 * One page of the events that had ended at `asOf` (the listing's moment, so that no event is
 * both on now and past, or neither), the most recently ended first; pages count from 1. With
 * a `category`, only that category's events (whatever their spelling).
 *
 * Which events are on the page comes from the published entries, which holds every published
 * event's times and categories already; then only those events are read, by id. Offset
 * paging would be billed for every event it skipped: 5,000 reads for the last page.
 */
export async function getPreviousEvents(
  page: number,
  asOf: string,
  category: string | null = null,
): Promise<PreviousEventsPage> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  const now = Date.parse(asOf)
  const slug = category === null ? null : categorySlug(category)
  const { entries, next } = await publicEntriesAt('events', new Date())
  const past = entries
    .flatMap((entry) => {
      const times = entryTimes(entry)
      if (!times || effectiveEnd(times).getTime() > now) return []
      if (slug !== null && !entry.categories.some((c) => categorySlug(c) === slug)) return []
      return [{ id: entry.id, ...times }]
    })
    .sort((a, b) => mostRecentlyEndedFirst(a, b) || (a.id < b.id ? -1 : 1))
  // Past pages change when an event ends, as the listing does, or one goes public.
  const lifetime = {
    ...contentLifetime(contentRevalidateSeconds()),
    revalidate: await listingLifetime(),
  }
  cacheLife(untilPublication(lifetime, next, new Date()))
  const pages = pageCount(past.length, PREVIOUS_EVENTS_PAGE_SIZE)
  const start = (page - 1) * PREVIOUS_EVENTS_PAGE_SIZE
  const ids = page < 1 ? [] : past.slice(start, start + PREVIOUS_EVENTS_PAGE_SIZE).map((e) => e.id)
  const events = (await readPublished(ids)).map(asWholeSeries)
  return { events, page, pageCount: pages, total: past.length }
}

/** How many past events a filter's or a venue's page shows: the latest, as a reminder. */
export const LATEST_PAST_EVENTS = 12

/** Which past events: those under a filter (free, an access feature), all of some, or at a venue. */
/** A view's past events match every filter and, when it has one, its category. */
export type PastMatch =
  { filter: string } | { filters: string[]; category?: string | null } | { venueId: string }

function matches(entry: IndexEntry, match: PastMatch): boolean {
  if ('filter' in match) return entry.filters.includes(match.filter)
  if ('filters' in match) {
    const { filters, category } = match
    const inIt = !category || inCategory(entry, category)
    return inIt && filters.every((f) => entry.filters.includes(f))
  }
  return entry.venueId === match.venueId
}

/**
 * The latest events that match and had ended at `asOf`, most recently ended first; which ones,
 * from the published entries, then only those are read.
 */
export async function getLatestPastEvents(match: PastMatch, asOf: string): Promise<Event[]> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  const now = Date.parse(asOf)
  const { entries, next } = await publicEntriesAt('events', new Date())
  const ids = entries
    .flatMap((entry) => {
      const times = entryTimes(entry)
      if (!times || !matches(entry, match)) return []
      return effectiveEnd(times).getTime() > now ? [] : [{ id: entry.id, ...times }]
    })
    .sort((a, b) => mostRecentlyEndedFirst(a, b) || (a.id < b.id ? -1 : 1))
    .slice(0, LATEST_PAST_EVENTS)
    .map((past) => past.id)
  const lifetime = {
    ...contentLifetime(contentRevalidateSeconds()),
    revalidate: await listingLifetime(),
  }
  cacheLife(untilPublication(lifetime, next, new Date()))
  return (await readPublished(ids)).map(asWholeSeries)
}

/** Every filter some public event is (or was) found under, with its words; no read of its own. */
export async function getEventFilters(): Promise<EventFilter[]> {
  return filtersOf(await getPublicEntries('events'))
}

/** The filter at /events/free or /events/access/{segment}, if some event has it. */
export async function eventFilterAt(slug: string): Promise<EventFilter | null> {
  return (await getEventFilters()).find((filter) => filter.slug === slug) ?? null
}

/** An index entry's start and end (a series' first start and last end), or null. */
const entryTimes = (entry: IndexEntry) => entrySpan(entry)

/** A series whose first date is still to come is found by two reads: kept once. */
function uniqueById(events: readonly Event[]): Event[] {
  const seen = new Set<string>()
  return events.filter((event) => !seen.has(event.id) && seen.add(event.id))
}

/** The published events with these ids, in this order: one read each. */
export async function readPublished(
  ids: readonly string[],
  what = 'past events',
): Promise<Event[]> {
  return readPublicDocuments(EVENTS_COLLECTION, eventSchema, ids, what)
}

async function listingLifetime(): Promise<number> {
  return (await getEventListing()).revalidate
}

async function readEvent(id: string): Promise<Event | null> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  return readPublicDocument(EVENTS_COLLECTION, eventSchema, id, 'an event')
}

/**
 * One published event by id, or null; shared by generateMetadata and the page. The page's
 * gate has checked the id against the published entries first, so an id a bot invents costs no read.
 */
export const getEvent = cache(readEvent)
