import { EDITED_KINDS, type EditedCollection } from '@/lib/admin/collections'
import { dictionaryScreens } from './dictionary/screens'
import { eventScreens } from './events/screens'
import { mediaScreens } from './media/screens'
import { questionScreens } from './questions/screens'
import { sitePageScreens } from './pages/screens'
import { roundScreens } from './rounds/screens'
import type { CollectionScreens } from './screens'
import { staffScreens } from './staff/screens'
import { updateScreens } from './updates/screens'
import { venueScreens } from './venues/screens'

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

type EditedKind = (typeof EDITED_KINDS)[EditedCollection]

/** One collection of the admin area: its address, names and screens. */
export type AdminCollection = EditedKind & {
  screens: CollectionScreens & { editLabel: string }
}

/**
 * The [collection] routes' registry: the collections of EDITED_KINDS that have screens, in its
 * order (the nav's). SCREENS has them all (its type says so); a test adds one to each. The nav
 * and the dashboard read the kinds alone, so the pages outside [collection] load none of the
 * forms' code.
 */
export function screensRegistry(screens: Readonly<Record<string, CollectionScreens>>) {
  const ADMIN_COLLECTIONS: readonly AdminCollection[] = Object.values(EDITED_KINDS).flatMap(
    (kind: EditedKind) => {
      const screensOf = screens[kind.collection]
      if (!screensOf) return []
      // The labels its names make, unless its screens say otherwise ('Upload a picture').
      const labels = {
        ...(screensOf.newForm ? { addLabel: `Add ${kind.aNoun}` } : {}),
        editLabel: `Edit ${kind.aNoun}`,
      }
      return [{ ...kind, screens: { ...labels, ...screensOf } }]
    },
  )
  /** The collection at /admin/{segment}, or null. */
  const adminCollection = (segment: string) =>
    ADMIN_COLLECTIONS.find((c) => c.segment === segment) ?? null
  return { ADMIN_COLLECTIONS, adminCollection }
}

export const { ADMIN_COLLECTIONS, adminCollection } = screensRegistry(SCREENS)
