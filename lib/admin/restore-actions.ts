'use server'
import { Timestamp } from 'firebase-admin/firestore'
import { redirect } from 'next/navigation'
import { firestore } from '@/lib/firebase/admin'
import { RESTORE_DELETED_DAYS, storedRecord } from './activity'
import { recordChange } from './history'
import { editedKind } from './kinds'
import { showChanges } from './save-form'
import { requireRole } from './session'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Makes a document again what it was after a recorded change (or, for a deletion, what it
 * was when deleted): the whole document is replaced, in one transaction with its own record,
 * so a restore is itself a change that can be undone.
 */
export async function restoreVersion(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  const recordId = String(formData.get('record') ?? '')
  const record = await storedRecord(recordId)
  const kind = record ? editedKind(record.collection) : null
  if (!record || !kind) redirect(`/admin/history/${encodeURIComponent(recordId)}?error=gone`)
  const back = `/admin/history/${encodeURIComponent(recordId)}`
  if (!record.snapshot) redirect(`${back}?error=no-copy`)
  const deletedAgo = Date.now() - record.at.toMillis()
  if (record.action === 'delete' && deletedAgo > RESTORE_DELETED_DAYS * DAY_MS) {
    redirect(`${back}?error=too-old`)
  }
  const snapshot = record.snapshot
  const ref = firestore().collection(record.collection).doc(record.documentId)
  const listed = await firestore().runTransaction(async (transaction) => {
    const current = await transaction.get(ref)
    transaction.set(ref, snapshot)
    recordChange(transaction, {
      editor,
      action: 'restore',
      target: ref,
      before: current.exists ? (current.data() ?? {}) : null,
      after: snapshot,
    })
    return current.get('published') === true || snapshot.published === true
  })
  // A transaction does not say when it was committed: now is as late, by this clock.
  await showChanges(kind, { at: Timestamp.now(), listed })
  redirect(`${kind.basePath}/${encodeURIComponent(record.documentId)}?restored=1`)
}
