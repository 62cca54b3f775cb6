'use server'
import { redirect } from 'next/navigation'
import { MEDIA_COLLECTION } from '@/lib/content/collections'
import { firestore } from '@/lib/firebase/admin'
import { libraryPicture } from '@/lib/media/usage'
import { RESTORE_DELETED_DAYS, storedRecord } from './activity'
import { editedKind } from '@/lib/admin/collections'
import { followLibrary } from '@/lib/admin/media/library'
import { requireRole } from '@/lib/admin/accounts/session'
import { commitChange, type Planned } from '@/lib/admin/documents/write'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Makes a document again what it was after a recorded change (or, for a deletion, what it
 * was when deleted; or, with `version=before`, what it was before a change that kept that
 * version, as a migration's does): the whole document is replaced, in one transaction with its own record,
 * so a restore is itself a change that can be undone.
 */
export async function restoreVersion(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  const recordId = String(formData.get('record') ?? '')
  const record = await storedRecord(recordId)
  const kind = record ? editedKind(record.collection) : null
  if (!record || !kind) redirect(`/admin/history/${encodeURIComponent(recordId)}?error=gone`)
  const back = `/admin/history/${encodeURIComponent(recordId)}`
  // 'before': the version the change replaced, which records of whole replacements keep.
  const snapshot = formData.get('version') === 'before' ? record.previous : record.snapshot
  if (!snapshot) redirect(`${back}?error=no-copy`)
  const deletedAgo = Date.now() - record.at.toMillis()
  if (record.action === 'delete' && deletedAgo > RESTORE_DELETED_DAYS * DAY_MS) {
    redirect(`${back}?error=too-old`)
  }
  const ref = firestore().collection(record.collection).doc(record.documentId)
  const [outcome] = await commitChange({
    editor,
    shown: [kind],
    parts: [
      {
        transaction: async (transaction): Promise<Planned<Record<string, unknown> | null>> => {
          const current = await transaction.get(ref)
          const before = current.exists ? (current.data() ?? {}) : null
          const history = { action: 'restore', before, after: snapshot } as const
          return { writes: [{ ref, op: 'set', data: snapshot, history }], answer: before }
        },
      },
    ],
  })
  if (!outcome?.ok) throw outcome?.error
  const before = outcome.answer
  // A library picture brought back: what uses it follows, as after a save.
  if (record.collection === MEDIA_COLLECTION && before) {
    const id = record.documentId
    await followLibrary(editor, libraryPicture(id, before), libraryPicture(id, snapshot))
  }
  redirect(`${kind.basePath}/${encodeURIComponent(record.documentId)}?restored=1`)
}
