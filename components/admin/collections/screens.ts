import type { ReactNode } from 'react'
import type { OffTheSite } from '@/lib/admin/documents/documents'

type SearchParams = Record<string, string | string[] | undefined>

/** What the edit page shows of one document, from its collection's screens. */
export interface EditView {
  id: string
  /** The document's own name, or '' for the collection's placeholder. */
  title: string
  published: boolean
  scheduledFor?: string | null
  /** When it comes off the site by itself, if it has such a time. */
  unpublishAt?: OffTheSite | null
  /** Documents with pages of their own can be previewed as saved. */
  preview?: { kind: 'events' | 'updates'; id: string }
  publicPath: string | null
  /** What a save says it changed, for a document with no page of its own (a library picture),
   * instead of what its public page shows. */
  savedNote?: string
  /** Offers "Duplicate" (content with pages of its own). */
  duplicate?: boolean
  form: ReactNode
}

/**
 * A collection's admin screens: everything app/admin/[collection]/ needs beside what
 * lib/admin/collections/index.ts says of it (its names, path, tag). Adding a collection to the admin area
 * is an entry here, in that registry, a schema and a form: no route file.
 */
export interface CollectionScreens {
  /** What the list page says above the list, if anything. */
  listNote?: string
  /** The new page's heading and link text, if not 'Add an event' (made from its config); a
   * fixed set (the site's pages) has no newForm. */
  addLabel?: string
  /** What the new page says under its heading, if anything. */
  newNote?: string
  /** The edit page's heading for a document without a title. */
  untitled: string
  /** The edit page's title in the browser, if not 'Edit an event' (made from its config). */
  editLabel?: string
  List: (props: { searchParams: Promise<SearchParams> }) => Promise<ReactNode>
  /** The form for a new document; `from`: the one it copies ("Duplicate"), if any. The
   * [collection]/new route checks the editor's role first. Most are made by formScreens. */
  newForm?: (from?: string) => Promise<ReactNode>
  edit: (id: string) => Promise<EditView | null>
}
