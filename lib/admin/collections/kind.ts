import type { CacheTag } from '@/lib/content/cache'
import type { GatedKind } from '@/lib/content/collections'

/** What the admin area needs to know of a kind of content to save it and show the change. */
export interface EditedKind {
  collection: string
  tag: CacheTag
  /** Where its pages have public URLs of their own (events, updates): previews and pictures. */
  kind?: GatedKind
  /** '/admin/events': /admin/ and the segment. */
  basePath: string
}

/** A collection's names, each written once in its config.ts. */
interface CollectionNames {
  /** The address segment, /admin/{segment}: its collection's name unless given. */
  segment?: string
  /** One document: 'event'. */
  noun: string
  /** The noun with its article, as in 'Add an event': 'an' before a vowel unless given. */
  aNoun?: string
  /** Several, in a sentence ('3 events'): the noun and an s unless given. */
  plural?: string
  /** Its list's heading and its name in the nav: 'Showcase'. */
  heading: string
  /** What the dashboard says it holds. */
  summary: string
  /** False where the one delete action (lib/admin/documents/delete-action.ts) must refuse it:
   * the site's fixed pages, or the library, whose own delete checks a picture's uses. */
  deletable?: false
}

/** A collection of the admin area from its names: its path is derived, never spelt. */
export function editedCollection<const C extends Omit<EditedKind, 'basePath'> & CollectionNames>(
  names: C,
) {
  const segment = names.segment ?? names.collection
  return {
    ...names,
    segment,
    plural: names.plural ?? `${names.noun}s`,
    aNoun: names.aNoun ?? `${/^[aeiou]/.test(names.noun) ? 'an' : 'a'} ${names.noun}`,
    deletable: names.deletable ?? true,
    basePath: `/admin/${segment}`,
  }
}
