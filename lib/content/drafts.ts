import 'server-only'
import { Timestamp } from 'firebase-admin/firestore'
import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'
import type { z } from 'zod'
import { firestore, read } from '@/lib/firebase/admin'
import { previewerOf } from '@/lib/firebase/preview-proof'
import { PREVIEW_COOKIE } from '@/lib/firebase/sessions'
import { isDocumentId, parseDocument, parseFields, type DocumentMeta } from './parse'

/**
 * Changes an editor has not saved yet, kept for a preview (lib/admin/documents/previews.ts writes them):
 * `{ collection, of: the document's id or null for a new one, data, uid, expiresAt }`. Clients
 * can neither read nor write them (firestore.rules).
 */
export const PREVIEWS_COLLECTION = 'adminPreviews'

/** The id segment of a preview of unsaved changes: `unsaved~{preview id}`. */
const UNSAVED_PREFIX = 'unsaved~'

export function unsavedId(previewId: string): string {
  return `${UNSAVED_PREFIX}${previewId}`
}

export function isUnsavedId(id: string): boolean {
  return id.startsWith(UNSAVED_PREFIX)
}

/**
 * The uid of the editor previewing, or null when this request is no preview: Next's draft
 * mode, which only the admin area turns on, and the editor's own proof
 * (lib/firebase/preview-proof.ts), checked on every render so that a removed role or a
 * sign-out ends it at once.
 */
const previewer = cache(async (): Promise<string | null> => {
  if (!(await draftMode()).isEnabled) return null
  return previewerOf((await cookies()).get(PREVIEW_COOKIE)?.value)
})

/** Whether this request is an editor's preview (previewer above). */
export const isPreview = cache(async (): Promise<boolean> => (await previewer()) !== null)

/**
 * A document as it is stored now, published or not, or an editor's unsaved changes to it (for
 * the editor who made them only), for a preview: read on every request, never cached, and
 * checked with the same schema as the public pages. Unsaved changes carry the id of the
 * document they change ('new' for a new one), so the page leaves that document out of its
 * grids and links back to its form.
 */
export async function readDraft<S extends z.ZodType<object>>(
  collection: string,
  schema: S,
  id: string,
): Promise<(z.output<S> & DocumentMeta) | null> {
  if (isUnsavedId(id)) return readUnsaved(collection, schema, id.slice(UNSAVED_PREFIX.length))
  if (!isDocumentId(id)) return null
  return parseDocument(schema, await read(firestore().collection(collection).doc(id), 'a draft'))
}

async function readUnsaved<S extends z.ZodType<object>>(
  collection: string,
  schema: S,
  previewId: string,
): Promise<(z.output<S> & DocumentMeta) | null> {
  if (!isDocumentId(previewId)) return null
  const snapshot = await read(
    firestore().collection(PREVIEWS_COLLECTION).doc(previewId),
    'a preview of unsaved changes',
  )
  const expiresAt = snapshot.get('expiresAt') as unknown
  // Only its author sees a preview of unsaved changes: to anyone else, its id is nothing.
  const author = await previewer()
  if (
    !snapshot.exists ||
    author === null ||
    snapshot.get('uid') !== author ||
    snapshot.get('collection') !== collection ||
    !(expiresAt instanceof Timestamp && expiresAt.toMillis() > Date.now())
  ) {
    return null
  }
  const of = snapshot.get('of') as unknown
  return parseFields(schema, {
    path: `${PREVIEWS_COLLECTION}/${previewId}`,
    id: typeof of === 'string' && of ? of : 'new',
    updatedAt: (snapshot.updateTime ?? snapshot.readTime).toDate().toISOString(),
    data: snapshot.get('data'),
  })
}
