import type { EditedKind } from '@/lib/admin/collections'
import type { CollectionScreens } from './screens'

/** What the admin area is told of a collection beside its screens (its config.ts). */
type Described = Pick<EditedKind, 'collection' | 'basePath'> & {
  segment: string
  noun: string
  heading: string
  deletable: boolean
}

/** One collection of the admin area: its address, names and screens. */
export type AdminCollection = Described & { screens: CollectionScreens }

/**
 * The registry the [collection] routes read, built from the kinds and their screens; a test
 * builds its own with a collection the site does not have. The nav and the dashboard read the
 * kinds alone, so the pages outside [collection] load none of the forms' code.
 */
export function adminRegistry(
  kinds: readonly Described[],
  screens: Readonly<Record<string, CollectionScreens>>,
) {
  const collections: readonly AdminCollection[] = kinds.map((kind) => {
    const screensOf = screens[kind.collection]
    if (!screensOf) throw new Error(`The admin collection ${kind.collection} has no screens`)
    return { ...kind, screens: screensOf }
  })
  return {
    collections,
    find: (segment: string) => collections.find((c) => c.segment === segment) ?? null,
  }
}
