import { CACHE_TAGS } from '@/lib/content/cache'
import { QUESTIONS_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const QUESTIONS = editedCollection({
  collection: QUESTIONS_COLLECTION,
  tag: CACHE_TAGS.questions,
  noun: 'question',
  heading: 'Questions',
  summary: 'the questions and answers on the Resources page, by category.',
})
