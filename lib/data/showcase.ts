import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'
import { Timestamp } from 'firebase-admin/firestore'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/cache-tags'
import { showcaseEventSchema, type ShowcaseEvent } from '@/lib/content/showcase'
import {
  eventCategories,
  groupEvents,
  mergeByEndDescending,
  type EventGroups,
} from '@/lib/events/grouping'
import { firestore } from '@/lib/firebase/admin'
import { parseDocuments } from './parse'

const COLLECTION = 'showcase'

function published() {
  return firestore().collection(COLLECTION).where('published', '==', true)
}

/** Every published event, soonest start first (SPEC's live `showcase` query, read on the server). */
export async function getPublishedEvents(): Promise<ShowcaseEvent[]> {
  'use cache'
  cacheTag(CACHE_TAGS.showcase)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await published().orderBy('dateStart', 'asc').get()
  return parseDocuments(showcaseEventSchema, snapshot.docs)
}

/** Published events still featured, the one whose feature ends soonest first. */
export async function getFeaturedEvents(): Promise<ShowcaseEvent[]> {
  'use cache'
  cacheTag(CACHE_TAGS.showcase)
  cacheLife(CONTENT_CACHE_PROFILE)
  const now = new Date()
  const snapshot = await published()
    .where('featureUntil', '>', Timestamp.fromDate(now))
    .orderBy('featureUntil', 'asc')
    .get()
  return parseDocuments(showcaseEventSchema, snapshot.docs)
}

/** Published events that have ended, most recently ended first (SPEC's expired query). */
export async function getExpiredEvents(): Promise<ShowcaseEvent[]> {
  'use cache'
  cacheTag(CACHE_TAGS.showcase)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await published()
    .where('dateEnd', '<', Timestamp.fromDate(new Date()))
    .orderBy('dateEnd', 'desc')
    .get()
  return parseDocuments(showcaseEventSchema, snapshot.docs)
}

export interface Showcase extends EventGroups<ShowcaseEvent> {
  /** Featured events, the one whose feature ends soonest first. */
  featured: ShowcaseEvent[]
  /** Every category of a published event, alphabetically. */
  categories: string[]
  /** The moment the grids were worked out (ISO); pages judge an event's state by it too. */
  asOf: string
}

/**
 * The showcase as it stands now: the three grids, the featured events and the categories,
 * from SPEC's three showcase queries (all published events by start, the expired ones by
 * end, the featured ones by featureUntil). Cached on the short content profile, so an event
 * moves from 'Current' to 'On now' to 'Previous' as time passes, with no deploy.
 */
export async function getShowcase(): Promise<Showcase> {
  'use cache'
  cacheTag(CACHE_TAGS.showcase)
  cacheLife(CONTENT_CACHE_PROFILE)
  const now = new Date()
  const [all, expired, featured] = await Promise.all([
    getPublishedEvents(),
    getExpiredEvents(),
    getFeaturedEvents(),
  ])
  // The expired query decides 'Previous' for events with an end date; one without an end
  // date is not in it and ends with its start day, which groupEvents works out.
  const expiredIds = new Set(expired.map((e) => e.id))
  const groups = groupEvents(
    all.filter((e) => !expiredIds.has(e.id)),
    now,
  )
  return {
    current: groups.current,
    upcoming: groups.upcoming,
    previous: mergeByEndDescending(expired, groups.previous),
    featured,
    categories: eventCategories(all),
    asOf: now.toISOString(),
  }
}

/** One published event by id, or null; shared by generateMetadata and the page. */
export const getEvent = cache(async (id: string): Promise<ShowcaseEvent | null> => {
  // Every event page also shows the grids, so the published events are already read and
  // cached: finding the event among them costs no Firestore read, even for ids bots invent.
  const events = await getPublishedEvents()
  return events.find((event) => event.id === id) ?? null
})
