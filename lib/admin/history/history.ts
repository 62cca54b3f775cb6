import 'server-only'
import {
  FieldValue,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore'
import { firestore } from '@/lib/firebase/admin'
import {
  changedFields,
  documentLabel,
  recordedChanges,
  snapshotAfter,
  type ChangeAction,
} from './changes'
import { HISTORY_COLLECTION } from './schema'
import type { Editor } from '@/lib/admin/accounts/session'

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
    /**
     * The write replaced the whole document (a migration's): the fields it dropped are
     * recorded as removed, and the version before is kept too, so it can be restored.
     */
    replaced?: boolean
  },
): void {
  const { before, after, replaced } = change
  const snapshot = replaced ? { ...after } : snapshotAfter(change.action, before, after)
  const removed = Object.fromEntries(Object.keys(before ?? {}).map((field) => [field, null]))
  const record = {
    at: FieldValue.serverTimestamp(),
    uid: change.editor.uid,
    email: change.editor.email,
    action: change.action,
    collection: change.target.parent.id,
    documentId: change.target.id,
    label: documentLabel(snapshot),
    changes: replaced
      ? changedFields(before, { ...removed, ...after })
      : recordedChanges(change.action, before, after),
    snapshot,
    ...(replaced && before ? { previous: before } : {}),
  }
  const ref = firestore().collection(HISTORY_COLLECTION).doc()
  // Two overloads, one call: TypeScript cannot pick between them on a union receiver.
  if ('getAll' in batch) batch.create(ref, record)
  else batch.create(ref, record)
}
