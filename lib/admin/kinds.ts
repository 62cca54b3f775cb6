import { CACHE_TAGS } from '@/lib/content/cache'
import {
  AWARD_ROUNDS_COLLECTION,
  DICTIONARY_COLLECTION,
  EVENTS_COLLECTION,
  MEDIA_COLLECTION,
  QUESTIONS_COLLECTION,
  SITE_PAGES_COLLECTION,
  STAFF_COLLECTION,
  UPDATES_COLLECTION,
  VENUES_COLLECTION,
} from '@/lib/content/collections'
import type { EditedKind } from './save-form'

/**
 * Every collection the admin area edits, by its Firestore name: one entry per concept. `plural`
 * heads its list and names it in the nav; `summary` is what the dashboard says it holds.
 */
export const EDITED_KINDS = {
  [EVENTS_COLLECTION]: {
    collection: EVENTS_COLLECTION,
    tag: CACHE_TAGS.events,
    kind: 'events',
    basePath: '/admin/events',
    noun: 'event',
    plural: 'Showcase',
    summary: 'the events: what is on, drafts and past events.',
  },
  [UPDATES_COLLECTION]: {
    collection: UPDATES_COLLECTION,
    tag: CACHE_TAGS.updates,
    kind: 'updates',
    basePath: '/admin/updates',
    noun: 'update',
    plural: 'News',
    summary: 'the updates: news, open calls and the forms to apply.',
  },
  [MEDIA_COLLECTION]: {
    collection: MEDIA_COLLECTION,
    tag: CACHE_TAGS.media,
    basePath: '/admin/media',
    noun: 'picture',
    plural: 'Pictures',
    summary:
      'the picture library: each picture uploaded once, with its alt text, credit and focal point, used on any number of events and updates.',
  },
  [DICTIONARY_COLLECTION]: {
    collection: DICTIONARY_COLLECTION,
    tag: CACHE_TAGS.dictionary,
    basePath: '/admin/dictionary',
    noun: 'word',
    plural: 'Dictionary',
    summary: 'the words on the Resources page, A to Z.',
  },
  [QUESTIONS_COLLECTION]: {
    collection: QUESTIONS_COLLECTION,
    tag: CACHE_TAGS.questions,
    basePath: '/admin/questions',
    noun: 'question',
    plural: 'Questions',
    summary: 'the questions and answers on the Resources page, by category.',
  },
  [STAFF_COLLECTION]: {
    collection: STAFF_COLLECTION,
    tag: CACHE_TAGS.staff,
    basePath: '/admin/staff',
    noun: 'profile',
    plural: 'Our team',
    summary: 'the team on the about page.',
  },
  [VENUES_COLLECTION]: {
    collection: VENUES_COLLECTION,
    tag: CACHE_TAGS.venues,
    basePath: '/admin/venues',
    noun: 'venue',
    plural: 'Venues',
    summary: 'the places events happen, each with its access information and a page.',
  },
  [SITE_PAGES_COLLECTION]: {
    collection: SITE_PAGES_COLLECTION,
    tag: CACHE_TAGS.pages,
    basePath: '/admin/pages',
    noun: 'page',
    plural: 'Pages',
    summary: 'the text of the home page, About, Get Involved, Contact, Terms and the footer.',
  },
  [AWARD_ROUNDS_COLLECTION]: {
    collection: AWARD_ROUNDS_COLLECTION,
    tag: CACHE_TAGS.awardRounds,
    basePath: '/admin/rounds',
    noun: 'round',
    plural: 'Award rounds',
    summary: 'the rounds of the Creative Community Awards: dates, amounts, questions and forms.',
  },
} as const satisfies Record<string, EditedKind & { noun: string; plural: string; summary: string }>

export type EditedCollection = keyof typeof EDITED_KINDS

export function editedKind(collection: string) {
  return Object.hasOwn(EDITED_KINDS, collection)
    ? EDITED_KINDS[collection as EditedCollection]
    : null
}

/** What else the history records: role changes (by account) and invitations. */
const ACCOUNT_RECORDS = { accounts: 'Editor', invitations: 'Invitation' } as const

/** The collections in the activity page's filter. */
export const ACTIVITY_COLLECTIONS: readonly { value: string; label: string }[] = [
  ...Object.values(EDITED_KINDS).map((kind) => ({ value: kind.collection, label: kind.plural })),
  { value: 'accounts', label: 'Editors’ roles' },
  { value: 'invitations', label: 'Invitations' },
]

/** What a history calls one document of a collection: 'Event', 'Editor'. */
export function recordNoun(collection: string): string {
  const kind = editedKind(collection)
  if (kind) return `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)}`
  return Object.hasOwn(ACCOUNT_RECORDS, collection)
    ? ACCOUNT_RECORDS[collection as keyof typeof ACCOUNT_RECORDS]
    : collection
}
