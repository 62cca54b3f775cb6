import 'server-only'
import { getPublicEntries } from '@/lib/content/published-entries'
import { decodeSegment } from '@/lib/site/routes'
import { categorySlug } from '@/lib/site/slug.mjs'
import { eventCategories } from './grouping'

/** Every category of a published event, alphabetically, from the index (no read of its own). */
export async function getEventCategories(): Promise<string[]> {
  const entries = await getPublicEntries('events')
  return eventCategories(entries)
}

/** The category at /events/category/{segment}, as the data spells it, or null. */
export async function eventCategoryAt(segment: string): Promise<string | null> {
  const slug = decodeSegment(segment)
  const categories = await getEventCategories()
  return categories.find((category) => categorySlug(category) === slug) ?? null
}
