import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { cache } from 'react'
import { Timestamp } from 'firebase-admin/firestore'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/cache-tags'
import { showcaseEventSchema, type ShowcaseEvent } from '@/lib/content/showcase'
import { eventCategories, featuredAt, groupEvents, type EventGroups } from '@/lib/events/grouping'
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
 * from one read of the published events. Cached on the short content profile, so an event
 * moves from 'Current' to 'On now' to 'Previous' as time passes, with no deploy.
 */
export async function getShowcase(): Promise<Showcase> {
  'use cache'
  cacheTag(CACHE_TAGS.showcase)
  cacheLife(CONTENT_CACHE_PROFILE)
  const now = new Date()
  const all = await getPublishedEvents()
  return {
    ...groupEvents(all, now),
    featured: featuredAt(all, now),
    categories: eventCategories(all),
    asOf: now.toISOString(),
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
