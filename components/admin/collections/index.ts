import { EDITED_KINDS, type EditedCollection } from '@/lib/admin/collections'
import { dictionaryScreens } from './dictionary/screens'
import { eventScreens } from './events/screens'
import { mediaScreens } from './media/screens'
import { questionScreens } from './questions/screens'
import { sitePageScreens } from './pages/screens'
import { adminRegistry } from './registry'
import { roundScreens } from './rounds/screens'
import type { CollectionScreens } from './screens'
import { staffScreens } from './staff/screens'
import { updateScreens } from './updates/screens'
import { venueScreens } from './venues/screens'

export type { AdminCollection } from './registry'
export type { CollectionScreens, EditView } from './screens'

/** Each collection's screens, one line each: the type fails on a missing or unknown one. */
export const SCREENS = {
  showcase: eventScreens,
  updates: updateScreens,
  media: mediaScreens,
  dictionary: dictionaryScreens,
  questions: questionScreens,
  staff: staffScreens,
  venues: venueScreens,
  pages: sitePageScreens,
  awardRounds: roundScreens,
} satisfies Record<EditedCollection, CollectionScreens>

/**
 * The [collection] routes' registry: the collections of EDITED_KINDS that have screens, in its
 * order (the nav's). SCREENS has them all (its type says so); a test adds one to each.
 */
export function screensRegistry(screens: Readonly<Record<string, CollectionScreens>>) {
  const kinds = Object.values(EDITED_KINDS).filter((kind) =>
    Object.hasOwn(screens, kind.collection),
  )
  const registry = adminRegistry(kinds, screens)
  // adminCollection: the collection at /admin/{segment}, or null.
  return { ADMIN_COLLECTIONS: registry.collections, adminCollection: registry.find }
}

export const { ADMIN_COLLECTIONS, adminCollection } = screensRegistry(SCREENS)
