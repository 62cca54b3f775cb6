import 'server-only'
import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import { PREVIEWS_COLLECTION } from '@/lib/content/drafts'
import { firestore } from '@/lib/firebase/admin'
import { readDocument } from './documents'
import { withPublicationDate } from '@/lib/admin/forms/publication'
import type { Editor } from '@/lib/admin/accounts/session'
import { commitOrThrow } from './write'

/** Long enough to look at a preview again after lunch; the next preview replaces it anyway. */
const PREVIEW_HOURS = 12

/**
 * Keeps an editor's unsaved changes for a preview, as the document would be if they were
 * saved now, and returns the preview's id (null when the document has gone meanwhile). Each
 * editor has one preview at a time: a new one replaces the last. The content and its history
 * are untouched; nothing public reads this collection (lib/content/drafts.ts, in draft mode).
 */
export async function storePreview(input: {
  editor: Editor
  collection: string
  /** The document changed; empty for a new one. */
  id: string
  data: Record<string, unknown>
  onCreate?: Record<string, unknown>
}): Promise<string | null> {
  const { editor, collection, id } = input
  const stored = id ? await readDocument(collection, id) : null
  if (id && !stored) return null
  const fields = stored
    ? { ...stored.data, ...withPublicationDate(input.data, stored.data) }
    : withPublicationDate({ ...input.onCreate, ...input.data }, null)
  const previews = firestore().collection(PREVIEWS_COLLECTION)
  const earlier = await previews.where('uid', '==', editor.uid).select().get()
  const ref = previews.doc()
  const data = {
    collection,
    of: id || null,
    uid: editor.uid,
    data: fields,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + PREVIEW_HOURS * 3600_000),
  }
  // Not content: no record in the history, and no page changes.
  const replaced = earlier.docs.map(
    (doc) => ({ ref: doc.ref, op: 'delete', history: false }) as const,
  )
  await commitOrThrow(editor, [...replaced, { ref, op: 'create', data, history: false }])
  return ref.id
}
