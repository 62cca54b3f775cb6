import { CACHE_TAGS } from '@/lib/content/cache'
import { UPDATES_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const UPDATES = editedCollection({
  collection: UPDATES_COLLECTION,
  tag: CACHE_TAGS.updates,
  kind: 'updates',
  noun: 'update',
  heading: 'News',
  summary: 'the updates: news, open calls and the forms to apply.',
})
