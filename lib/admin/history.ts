import 'server-only'
import {
  FieldValue,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore'
import { firestore } from '@/lib/firebase/admin'
import { documentLabel, recordedChanges, snapshotAfter, type ChangeAction } from './changes'
import { HISTORY_COLLECTION } from './history-schema'
import type { Editor } from './session'

export type { ChangeAction } from './changes'
export { HISTORY_COLLECTION }

/**
 * Adds the record of a write to the batch (or transaction) that makes it, so a write without
 * its record (or a record without its write) cannot happen. Besides the fields changed, the
 * record keeps the whole document as the write leaves it (`snapshot`, Firestore's own types),
 * which is the version an editor can later view and restore.
 */
export function recordChange(
  batch: WriteBatch | Transaction,
  change: {
    editor: Pick<Editor, 'uid' | 'email'>
    action: ChangeAction
    target: DocumentReference
    before: Record<string, unknown> | null
    after: Record<string, unknown>
  },
): void {
  const snapshot = snapshotAfter(change.action, change.before, change.after)
  const record = {
    at: FieldValue.serverTimestamp(),
    uid: change.editor.uid,
    email: change.editor.email,
    action: change.action,
    collection: change.target.parent.id,
    documentId: change.target.id,
    label: documentLabel(snapshot),
    changes: recordedChanges(change.action, change.before, change.after),
    snapshot,
  }
  const ref = firestore().collection(HISTORY_COLLECTION).doc()
  // Two overloads, one call: TypeScript cannot pick between them on a union receiver.
  if ('getAll' in batch) batch.create(ref, record)
  else batch.create(ref, record)
}
