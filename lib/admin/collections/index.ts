import { MEDIA } from '@/lib/admin/media/config'
import { DICTIONARY } from './dictionary/config'
import { EVENTS } from './events/config'
import { SITE_PAGES } from './pages/config'
import { QUESTIONS } from './questions/config'
import { AWARD_ROUNDS } from './rounds/config'
import { STAFF } from './staff/config'
import { UPDATES } from './updates/config'
import { VENUES } from './venues/config'

export type { EditedKind } from './kind'

/**
 * Every collection the admin area edits, in the nav's order: one line each. A collection's
 * names are in its folder's config.ts; everything else (nav, dashboard, routes, history,
 * activity) is derived from this list.
 */
const COLLECTIONS = [
  EVENTS,
  UPDATES,
  MEDIA,
  DICTIONARY,
  QUESTIONS,
  STAFF,
  VENUES,
  SITE_PAGES,
  AWARD_ROUNDS,
] as const

type Collection = (typeof COLLECTIONS)[number]

/** The collections by their Firestore name. */
export const EDITED_KINDS = Object.fromEntries(
  COLLECTIONS.map((kind) => [kind.collection, kind]),
) as { readonly [K in Collection as K['collection']]: K }

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
  ...Object.values(EDITED_KINDS).map((kind) => ({ value: kind.collection, label: kind.heading })),
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
