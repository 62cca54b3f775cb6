import 'server-only'
import { FieldValue, Timestamp } from 'firebase-admin/firestore'
import { PREVIEWS_COLLECTION } from '@/lib/content/drafts'
import { firestore } from '@/lib/firebase/admin'
import { readDocument } from './documents'
import { withPublicationDate } from './publication'
import type { Editor } from './session'

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
  const db = firestore()
  const previews = db.collection(PREVIEWS_COLLECTION)
  const earlier = await previews.where('uid', '==', editor.uid).select().get()
  const batch = db.batch()
  for (const doc of earlier.docs) batch.delete(doc.ref)
  const ref = previews.doc()
  batch.create(ref, {
    collection,
    of: id || null,
    uid: editor.uid,
    data: fields,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + PREVIEW_HOURS * 3600_000),
  })
  await batch.commit()
  return ref.id
}
