import { CACHE_TAGS } from '@/lib/content/cache'
import { AWARD_ROUNDS_COLLECTION } from '@/lib/content/collections'
import { editedCollection } from '@/lib/admin/collections/kind'

export const AWARD_ROUNDS = editedCollection({
  collection: AWARD_ROUNDS_COLLECTION,
  tag: CACHE_TAGS.awardRounds,
  segment: 'rounds',
  noun: 'round',
  heading: 'Award rounds',
  summary: 'the rounds of the Creative Community Awards: dates, amounts, questions and forms.',
})
