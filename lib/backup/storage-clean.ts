import 'server-only'
import type { Firestore } from 'firebase-admin/firestore'
import type { PictureStore, StoredFile, StoreLocation } from '@/lib/admin/media/pictures/store'
import { PREVIEWS_COLLECTION } from '@/lib/content/drafts'
import { takeBackup, type BackedUpDocument } from './backup'
import { referencedPaths } from './references'
import { planClean, type KeepReason } from './unused-files'

/** What `npm run storage:clean` did, logged as one JSON line. */
export interface CleanSummary {
  event: 'storage-clean'
  dryRun: boolean
  store: string
  graceHours: number
  documents: number
  referenced: number
  files: number
  bytes: number
  /** Would be removed (a dry run) or were to be removed (with --yes). */
  unused: { files: number; bytes: number }
  removed: number
  failed: string[]
  kept: Record<KeepReason, number>
}

/** Collections whose documents stop counting at a moment: collection → its Timestamp field. */
const EXPIRING = { [PREVIEWS_COLLECTION]: 'expiresAt' }

function countDocuments(docs: BackedUpDocument[]): number {
  return docs.reduce(
    (sum, doc) =>
      sum + 1 + Object.values(doc.collections ?? {}).reduce((n, d) => n + countDocuments(d), 0),
    0,
  )
}

/**
 * Removes the stored files that no document uses, written before the grace period; with
 * `remove: false` only says which. The files are listed first, then every collection is read
 * (as `npm run backup` reads them), so any reference saved before a file was listed is seen.
 * A failed read throws before anything is removed, and an empty database is refused: it is
 * more likely the wrong project than a site with no content.
 */
export async function cleanStorage(options: {
  db: Firestore
  store: PictureStore
  location: StoreLocation
  graceHours: number
  remove: boolean
  now?: Date
  /** One line per file to remove, for the terminal. */
  report?: (file: StoredFile) => void
}): Promise<CleanSummary> {
  const now = options.now ?? new Date()
  const files = await options.store.list()
  const { collections } = await takeBackup(options.db, 'storage-clean', [], now)
  const documents = Object.values(collections).reduce((n, docs) => n + countDocuments(docs), 0)
  if (documents === 0) {
    throw new Error('The database has no documents: is this the right project? Nothing removed.')
  }
  const referenced = referencedPaths(collections, {
    location: options.location,
    now,
    expiring: EXPIRING,
  })
  const plan = planClean({ files, referenced, now, graceHours: options.graceHours })
  const failed: string[] = []
  let removed = 0
  for (const file of plan.remove) {
    options.report?.(file)
    if (!options.remove) continue
    try {
      await options.store.remove(file.path)
      removed += 1
    } catch (error) {
      console.error(`[storage:clean] could not remove ${file.path}:`, error)
      failed.push(file.path)
    }
  }
  return {
    event: 'storage-clean',
    dryRun: !options.remove,
    store:
      options.location.kind === 'local'
        ? `local ${options.location.dir}`
        : `gs://${options.location.bucket}`,
    graceHours: options.graceHours,
    documents,
    referenced: referenced.size,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    unused: { files: plan.remove.length, bytes: plan.removeBytes },
    removed,
    failed,
    kept: plan.keptCounts,
  }
}
