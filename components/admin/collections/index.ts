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

/** The admin area's collections with their screens, in the order of EDITED_KINDS (the nav's). */
const registry = adminRegistry(Object.values(EDITED_KINDS), {
  showcase: eventScreens,
  updates: updateScreens,
  media: mediaScreens,
  dictionary: dictionaryScreens,
  questions: questionScreens,
  staff: staffScreens,
  venues: venueScreens,
  pages: sitePageScreens,
  awardRounds: roundScreens,
} satisfies Record<EditedCollection, CollectionScreens>)

export const ADMIN_COLLECTIONS = registry.collections

/** The collection at /admin/{segment}, or null. */
export const adminCollection = registry.find
