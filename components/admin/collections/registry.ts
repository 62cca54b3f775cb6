import type { CollectionScreens } from './screens'

/** One collection of the admin area: its address, names and screens. */
export interface AdminCollection {
  /** The address segment: /admin/{segment}. */
  segment: string
  basePath: string
  /** The Firestore collection. */
  collection: string
  noun: string
  /** The list's heading: 'Showcase'. */
  plural: string
  screens: CollectionScreens
}

/** What the admin area is told of a collection beside its screens (lib/admin/kinds.ts). */
interface Described {
  collection: string
  basePath: string
  noun: string
  plural: string
}

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
    return {
      segment: kind.basePath.slice('/admin/'.length),
      basePath: kind.basePath,
      collection: kind.collection,
      noun: kind.noun,
      plural: kind.plural,
      screens: screensOf,
    }
  })
  return {
    collections,
    find: (segment: string) => collections.find((c) => c.segment === segment) ?? null,
  }
}
