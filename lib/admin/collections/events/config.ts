import { CACHE_TAGS } from '@/lib/content/cache'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const EVENTS = editedCollection({
  collection: EVENTS_COLLECTION,
  tag: CACHE_TAGS.events,
  kind: 'events',
  segment: 'events',
  noun: 'event',
  heading: 'Showcase',
  summary: 'the events: what is on, drafts and past events.',
})
