import { EDITED_KINDS, type EditedCollection } from '@/lib/admin/kinds'
import { dictionaryScreens } from './dictionary'
import { eventScreens } from './events'
import { questionScreens } from './questions'
import type { CollectionScreens } from './screens'
import { staffScreens } from './staff'
import { updateScreens } from './updates'

export type { CollectionScreens, EditView } from './screens'

/** The admin area's collections, in the order of its navigation, with their screens. */
const SCREENS: Record<EditedCollection, CollectionScreens> = {
  showcase: eventScreens,
  updates: updateScreens,
  dictionary: dictionaryScreens,
  questions: questionScreens,
  staff: staffScreens,
}

export interface AdminCollection {
  /** The address segment: /admin/{segment}. */
  segment: string
  basePath: string
  collection: EditedCollection
  noun: string
  screens: CollectionScreens
}

export const ADMIN_COLLECTIONS: readonly AdminCollection[] = Object.values(EDITED_KINDS).map(
  (kind) => ({
    segment: kind.basePath.slice('/admin/'.length),
    basePath: kind.basePath,
    collection: kind.collection,
    noun: kind.noun,
    screens: SCREENS[kind.collection],
  }),
)

/** The collection at /admin/{segment}, or null. */
export function adminCollection(segment: string): AdminCollection | null {
  return ADMIN_COLLECTIONS.find((c) => c.segment === segment) ?? null
}
