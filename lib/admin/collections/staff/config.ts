import { CACHE_TAGS } from '@/lib/content/cache'
import { STAFF_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const STAFF = editedCollection({
  collection: STAFF_COLLECTION,
  tag: CACHE_TAGS.staff,
  noun: 'profile',
  heading: 'Our team',
  summary: 'the team on the about page.',
})
