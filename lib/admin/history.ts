import 'server-only'
import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore'
import { firestore } from '@/lib/firebase/admin'
import { changedFields } from './changes'
import type { Editor } from './session'

/** Every admin write leaves one document here, committed in the same batch as the write. */
export const HISTORY_COLLECTION = 'adminHistory'

export type ChangeAction = 'create' | 'update' | 'delete' | 'role'

/**
 * Adds the record of a write to the batch that makes it, so a write without its record (or a
 * record without its write) cannot happen.
 */
export function recordChange(
  batch: WriteBatch,
  change: {
    editor: Editor
    action: ChangeAction
    target: DocumentReference
    before: Record<string, unknown> | null
    after: Record<string, unknown>
  },
): void {
  batch.create(firestore().collection(HISTORY_COLLECTION).doc(), {
    at: FieldValue.serverTimestamp(),
    uid: change.editor.uid,
    email: change.editor.email,
    action: change.action,
    collection: change.target.parent.id,
    documentId: change.target.id,
    changes: changedFields(change.before, change.after),
  })
}
