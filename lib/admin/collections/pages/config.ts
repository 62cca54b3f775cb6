import { CACHE_TAGS } from '@/lib/content/cache'
import { SITE_PAGES_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const SITE_PAGES = editedCollection({
  collection: SITE_PAGES_COLLECTION,
  tag: CACHE_TAGS.pages,
  noun: 'page',
  deletable: false,
  heading: 'Pages',
  summary: 'the text of the home page, About, Get Involved, Contact, Terms and the footer.',
})
