import { EDITED_KINDS, type EditedCollection } from '@/lib/admin/kinds'
import { dictionaryScreens } from './dictionary'
import { eventScreens } from './events'
import { mediaScreens } from './media'
import { questionScreens } from './questions'
import { sitePageScreens } from './pages'
import { adminRegistry } from './registry'
import { roundScreens } from './rounds'
import type { CollectionScreens } from './screens'
import { staffScreens } from './staff'
import { updateScreens } from './updates'
import { venueScreens } from './venues'

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
