import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { eventSchema, type Event } from '@/lib/events/schema'
import { contentLifetime, contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import { nextTransition, secondsUntilChange } from './time-state'
import { eventCategories, featuredEvents, groupEvents, type EventGroups } from './grouping'
import { firestore, read } from '@/lib/firebase/admin'
import { londonParts } from '@/lib/site/dates.mjs'
import { parseDocuments } from '@/lib/content/parse'

/** The Firestore collection that holds the events. */
export const EVENTS_COLLECTION = 'showcase'

function published() {
  return firestore().collection(EVENTS_COLLECTION).where('published', '==', true)
}

/** Every published event, soonest start first (SPEC's live `showcase` query, read on the server). */
export async function getPublishedEvents(): Promise<Event[]> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await read(published().orderBy('dateStart', 'asc'), 'events')
  return parseDocuments(eventSchema, snapshot.docs)
}

export interface EventListing extends EventGroups<Event> {
  /** Featured events, the one whose feature ends soonest first. */
  featured: Event[]
  /** Every category of a published event, alphabetically. */
  categories: string[]
  /** The moment the grids were worked out (ISO); pages judge an event's state by it too. */
  asOf: string
  /** London's year at that moment: dates in other years show theirs. */
  thisYear: number
}

/**
 * The showcase as it stands now: the three grids, the featured events and the categories,
 * all worked out by the pure time-state functions from the one published list. Cached until
 * the next moment one of them changes (an event starts or ends, or leaves the banner), at
 * most the content profile's interval: the showcase, the home page and the event pages that
 * show it move at that moment, not up to an interval later.
 */
export async function getEventListing(): Promise<EventListing> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  const events = await getPublishedEvents()
  const now = new Date()
  const regular = contentRevalidateSeconds()
  cacheLife({
    ...contentLifetime(regular),
    revalidate: secondsUntilChange(nextTransition(events, now), now, regular),
  })
  return {
    ...groupEvents(events, now),
    featured: featuredEvents(events, now),
    categories: eventCategories(events),
    asOf: now.toISOString(),
    thisYear: londonParts(now).year,
  }
}

/** One published event by id, or null; shared by generateMetadata and the page. */
export const getEvent = cache(async (id: string): Promise<Event | null> => {
  // Every event page also shows the grids, so the published events are already read and
  // cached: finding the event among them costs no Firestore read, even for ids bots invent.
  const events = await getPublishedEvents()
  return events.find((event) => event.id === id) ?? null
})
