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

/** Every collection the admin area edits, by its Firestore name: one entry per concept. */
export const EDITED_KINDS = {
  [EVENTS_COLLECTION]: {
    collection: EVENTS_COLLECTION,
    tag: CACHE_TAGS.events,
    kind: 'events',
    basePath: '/admin/events',
    noun: 'event',
    plural: 'Showcase',
  },
  [UPDATES_COLLECTION]: {
    collection: UPDATES_COLLECTION,
    tag: CACHE_TAGS.updates,
    kind: 'updates',
    basePath: '/admin/updates',
    noun: 'update',
    plural: 'News',
  },
  [MEDIA_COLLECTION]: {
    collection: MEDIA_COLLECTION,
    tag: CACHE_TAGS.media,
    basePath: '/admin/media',
    noun: 'picture',
    plural: 'Pictures',
  },
  [DICTIONARY_COLLECTION]: {
    collection: DICTIONARY_COLLECTION,
    tag: CACHE_TAGS.dictionary,
    basePath: '/admin/dictionary',
    noun: 'word',
    plural: 'Dictionary',
  },
  [QUESTIONS_COLLECTION]: {
    collection: QUESTIONS_COLLECTION,
    tag: CACHE_TAGS.questions,
    basePath: '/admin/questions',
    noun: 'question',
    plural: 'Questions',
  },
  [STAFF_COLLECTION]: {
    collection: STAFF_COLLECTION,
    tag: CACHE_TAGS.staff,
    basePath: '/admin/staff',
    noun: 'profile',
    plural: 'Our team',
  },
  [VENUES_COLLECTION]: {
    collection: VENUES_COLLECTION,
    tag: CACHE_TAGS.venues,
    basePath: '/admin/venues',
    noun: 'venue',
    plural: 'Venues',
  },
  [SITE_PAGES_COLLECTION]: {
    collection: SITE_PAGES_COLLECTION,
    tag: CACHE_TAGS.pages,
    basePath: '/admin/pages',
    noun: 'page',
    plural: 'Pages',
  },
  [AWARD_ROUNDS_COLLECTION]: {
    collection: AWARD_ROUNDS_COLLECTION,
    tag: CACHE_TAGS.awardRounds,
    basePath: '/admin/rounds',
    noun: 'round',
    plural: 'Award rounds',
  },
} as const satisfies Record<string, EditedKind & { noun: string; plural: string }>

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
