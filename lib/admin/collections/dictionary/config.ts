import { CACHE_TAGS } from '@/lib/content/cache'
import { DICTIONARY_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const DICTIONARY = editedCollection({
  collection: DICTIONARY_COLLECTION,
  tag: CACHE_TAGS.dictionary,
  noun: 'word',
  heading: 'Dictionary',
  summary: 'the words on the Resources page, A to Z.',
})
