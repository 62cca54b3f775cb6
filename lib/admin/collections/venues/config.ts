import { CACHE_TAGS } from '@/lib/content/cache'
import { VENUES_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const VENUES = editedCollection({
  collection: VENUES_COLLECTION,
  tag: CACHE_TAGS.venues,
  noun: 'venue',
  heading: 'Venues',
  summary: 'the places events happen, each with its access information and a page.',
})
