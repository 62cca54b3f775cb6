import { MEDIA } from '@/lib/admin/media/config'
import { DICTIONARY } from './dictionary/config'
import { EVENTS } from './events/config'
import { SITE_PAGES } from './pages/config'
import { QUESTIONS } from './questions/config'
import { AWARD_ROUNDS } from './rounds/config'
import { STAFF } from './staff/config'
import { UPDATES } from './updates/config'
import type { EditedKind } from './kind'
import { VENUES } from './venues/config'

export type { EditedKind } from './kind'

/**
 * Every collection the admin area edits, in the nav's order: one line each. A collection's
 * names are in its folder's config.ts; everything else (nav, dashboard, routes, history,
 * activity) is derived from this list.
 */
export const COLLECTIONS = [
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

/** What a history records beside the collections: role changes (by account) and invitations. */
const ACCOUNT_RECORDS = { accounts: 'Editor', invitations: 'Invitation' } as const

type Named = EditedKind & { noun: string; heading: string }

/** What the admin area derives from its collections; a test derives it from one more. */
export function collectionRegistry<const C extends readonly Named[]>(collections: C) {
  /** The collections by their Firestore name. */
  const EDITED_KINDS = Object.fromEntries(collections.map((kind) => [kind.collection, kind])) as {
    readonly [K in C[number] as K['collection']]: K
  }

  function editedKind(collection: string) {
    return Object.hasOwn(EDITED_KINDS, collection)
      ? EDITED_KINDS[collection as keyof typeof EDITED_KINDS]
      : null
  }

  /** The collections in the activity page's filter. */
  const ACTIVITY_COLLECTIONS: readonly { value: string; label: string }[] = [
    ...collections.map((kind) => ({ value: kind.collection, label: kind.heading })),
    { value: 'accounts', label: 'Editors’ roles' },
    { value: 'invitations', label: 'Invitations' },
  ]

  /** What a history calls one document of a collection: 'Event', 'Editor'. */
  function recordNoun(collection: string): string {
    const kind = collections.find((named) => named.collection === collection)
    if (kind) return `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)}`
    return Object.hasOwn(ACCOUNT_RECORDS, collection)
      ? ACCOUNT_RECORDS[collection as keyof typeof ACCOUNT_RECORDS]
      : collection
  }

  return { EDITED_KINDS, editedKind, ACTIVITY_COLLECTIONS, recordNoun }
}

export const { EDITED_KINDS, editedKind, ACTIVITY_COLLECTIONS, recordNoun } =
  collectionRegistry(COLLECTIONS)

export type EditedCollection = keyof typeof EDITED_KINDS
