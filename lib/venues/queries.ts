import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { VENUES_COLLECTION } from '@/lib/content/collections'
import { parseDocuments } from '@/lib/content/parse'
import { firestore, read } from '@/lib/firebase/admin'
import { venueSchema, type Venue } from './schema'

const collator = new Intl.Collator('en-GB', { sensitivity: 'base' })

/**
 * Every venue, by name: a programme has tens, not thousands, so one cached read serves the
 * venue pages, the events that name a venue and the sitemap.
 */
export async function getVenues(): Promise<Venue[]> {
  'use cache'
  cacheTag(CACHE_TAGS.venues)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await read(firestore().collection(VENUES_COLLECTION), 'venues')
  return parseDocuments(venueSchema, snapshot.docs).sort((a, b) => collator.compare(a.name, b.name))
}

/** The venue at /venues/{slug}, or null. */
export async function getVenueBySlug(slug: string): Promise<Venue | null> {
  return (await getVenues()).find((venue) => venue.slug === slug) ?? null
}

/** The venue an event names, or null (none, or one since deleted). */
export async function getVenueById(id: string | null): Promise<Venue | null> {
  if (!id) return null
  return (await getVenues()).find((venue) => venue.id === id) ?? null
}
