import { CACHE_TAGS } from '@/lib/content/cache'
import { MEDIA_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const MEDIA = editedCollection({
  collection: MEDIA_COLLECTION,
  tag: CACHE_TAGS.media,
  noun: 'picture',
  deletable: false,
  heading: 'Pictures',
  summary:
    'the picture library: each picture uploaded once, with its alt text, credit and focal point, used on any number of events and updates.',
})
