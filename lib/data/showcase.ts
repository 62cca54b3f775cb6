import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'
import { Timestamp } from 'firebase-admin/firestore'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/cache-tags'
import { showcaseEventSchema, type ShowcaseEvent } from '@/lib/content/showcase'
import { effectiveEnd, eventPhase } from '@/lib/events/time-state'
import { firestore } from '@/lib/firebase/admin'
import { isDocumentId, parseDocument, parseDocuments } from './parse'

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

/** Published events that have ended, most recently ended first. */
export async function getExpiredEvents(): Promise<ShowcaseEvent[]> {
  'use cache'
  cacheTag(CACHE_TAGS.showcase)
  cacheLife(CONTENT_CACHE_PROFILE)
  const now = new Date()
  const snapshot = await published()
    .where('dateEnd', '<', Timestamp.fromDate(now))
    .orderBy('dateEnd', 'desc')
    .get()
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

export interface EventGrids {
  /** Started and not yet ended. */
  current: ShowcaseEvent[]
  /** Not yet started, soonest first. */
  upcoming: ShowcaseEvent[]
  /** Ended, most recently ended first. */
  previous: ShowcaseEvent[]
}

/** The three grids of the showcase, as they stand now. */
export async function getEventGrids(): Promise<EventGrids> {
  'use cache'
  cacheTag(CACHE_TAGS.showcase)
  cacheLife(CONTENT_CACHE_PROFILE)
  const now = new Date()
  const [all, expired] = await Promise.all([getPublishedEvents(), getExpiredEvents()])
  // Events without an end date are not in the expired query: they end with their start day,
  // so they join 'previous' here, in order of that end.
  const undatedEnded = all.filter((e) => e.dateEnd === null && eventPhase(e, now) === 'expired')
  const previous = undatedEnded.length
    ? [...expired, ...undatedEnded].sort(
        (a, b) => effectiveEnd(b).getTime() - effectiveEnd(a).getTime(),
      )
    : expired
  return {
    current: all.filter((e) => eventPhase(e, now) === 'current'),
    upcoming: all.filter((e) => eventPhase(e, now) === 'upcoming'),
    previous,
  }
}

async function readEvent(id: string): Promise<ShowcaseEvent | null> {
  'use cache'
  cacheTag(CACHE_TAGS.showcase)
  cacheLife(CONTENT_CACHE_PROFILE)
  if (!isDocumentId(id)) return null
  const event = parseDocument(
    showcaseEventSchema,
    await firestore().collection(COLLECTION).doc(id).get(),
  )
  // An unpublished event is indistinguishable from a missing one.
  return event?.published ? event : null
}

/** One published event by id, or null; shared by generateMetadata and the page. */
export const getEvent = cache(readEvent)
