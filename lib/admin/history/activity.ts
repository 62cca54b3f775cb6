import 'server-only'
import { Timestamp, type Query } from 'firebase-admin/firestore'
import { z } from 'zod'
import { isDocumentId } from '@/lib/content/parse'
import { firestore, read } from '@/lib/firebase/admin'
import { plain, type ChangeAction, type FieldChange } from './changes'
import { historyRecordSchema } from './schema'
import { HISTORY_COLLECTION } from './history'
import { requireRole } from '@/lib/admin/accounts/session'

/** How long a deleted document can be brought back. */
export const RESTORE_DELETED_DAYS = 30

/** One recorded change, as the admin pages show it. */
export interface HistoryEntry {
  id: string
  /** ISO */
  at: string
  email: string
  action: ChangeAction
  collection: string
  documentId: string
  label: string
  changes: Record<string, FieldChange>
  restorable: boolean
}

type RawRecord = z.output<typeof historyRecordSchema>

function toEntry(id: string, data: unknown): (HistoryEntry & { raw: RawRecord }) | null {
  const parsed = historyRecordSchema.safeParse(data)
  if (!parsed.success) {
    console.error(`[admin] skipped ${HISTORY_COLLECTION}/${id}:`, z.prettifyError(parsed.error))
    return null
  }
  const record = parsed.data
  return {
    id,
    at: record.at.toDate().toISOString(),
    email: record.email,
    action: record.action,
    collection: record.collection,
    documentId: record.documentId,
    label: record.label ?? '(untitled)',
    changes: record.changes as Record<string, FieldChange>,
    restorable: record.snapshot !== undefined,
    raw: record,
  }
}

function withoutRaw(entry: HistoryEntry & { raw: RawRecord }): HistoryEntry {
  const shown: HistoryEntry & { raw?: RawRecord } = { ...entry }
  delete shown.raw
  return shown
}

async function entries(query: Query, purpose: string): Promise<HistoryEntry[]> {
  const snapshot = await read(query, purpose)
  return snapshot.docs.flatMap((doc) => {
    const entry = toEntry(doc.id, doc.data())
    if (!entry) return []
    return [withoutRaw(entry)]
  })
}

const history = () => firestore().collection(HISTORY_COLLECTION)

/** The latest changes of one document, newest first. */
export async function documentHistory(collection: string, id: string): Promise<HistoryEntry[]> {
  await requireRole('editor')
  return entries(
    history()
      .where('collection', '==', collection)
      .where('documentId', '==', id)
      .orderBy('at', 'desc')
      .limit(50),
    `the history of ${collection}/${id}`,
  )
}

/** One recorded change with the version of the document it left (plain values, to show). */
export async function historyVersion(recordId: string): Promise<{
  entry: HistoryEntry
  version: Record<string, unknown> | null
  /** The record keeps the whole document before the change too (a migration's does). */
  keptBefore: boolean
} | null> {
  await requireRole('editor')
  if (!isDocumentId(recordId)) return null
  const doc = await read(history().doc(recordId), `${HISTORY_COLLECTION}/${recordId}`)
  const entry = doc.exists ? toEntry(doc.id, doc.data()) : null
  if (!entry) return null
  const snapshot = entry.raw.snapshot
  const version = snapshot ? (plain(snapshot) as Record<string, unknown>) : null
  return { entry: withoutRaw(entry), version, keptBefore: entry.raw.previous !== undefined }
}

/** The stored record itself, with the version in Firestore's own types, for a restore. */
export async function storedRecord(recordId: string): Promise<RawRecord | null> {
  await requireRole('editor')
  if (!isDocumentId(recordId)) return null
  const doc = await history().doc(recordId).get()
  return doc.exists ? (toEntry(doc.id, doc.data())?.raw ?? null) : null
}

export const ACTIVITY_PAGE_SIZE = 50

/**
 * Recent changes across the site, newest first, optionally by one editor and in one
 * collection; `before` (ISO) continues an earlier page.
 */
export async function recentActivity(filter: {
  email?: string
  collection?: string
  before?: string
}): Promise<{ entries: HistoryEntry[]; next: string | null }> {
  await requireRole('editor')
  let query: Query = history()
  if (filter.email) query = query.where('email', '==', filter.email)
  if (filter.collection) query = query.where('collection', '==', filter.collection)
  query = query.orderBy('at', 'desc')
  const before = filter.before ? new Date(filter.before) : null
  if (before && !Number.isNaN(before.getTime())) {
    query = query.where('at', '<', Timestamp.fromDate(before))
  }
  const found = await entries(query.limit(ACTIVITY_PAGE_SIZE + 1), 'the recent activity')
  const shown = found.slice(0, ACTIVITY_PAGE_SIZE)
  return {
    entries: shown,
    next: found.length > ACTIVITY_PAGE_SIZE ? (shown.at(-1)?.at ?? null) : null,
  }
}

/** The editors who changed something recently, for the activity page's filter. */
export async function recentEditors(): Promise<string[]> {
  await requireRole('editor')
  const snapshot = await read(
    history().orderBy('at', 'desc').select('email').limit(1000),
    'the recent editors',
  )
  const emails = snapshot.docs.map((doc) => doc.get('email')).filter((e) => typeof e === 'string')
  return [...new Set(emails as string[])].sort((a, b) => a.localeCompare(b))
}

/**
 * Documents deleted in the last RESTORE_DELETED_DAYS days that have not come back since,
 * the latest deletion of each, newest first.
 */
export async function deletedDocuments(): Promise<HistoryEntry[]> {
  await requireRole('editor')
  const since = new Date(Date.now() - RESTORE_DELETED_DAYS * 24 * 60 * 60 * 1000)
  const deletions = await entries(
    history()
      .where('action', '==', 'delete')
      .where('at', '>=', Timestamp.fromDate(since))
      .orderBy('at', 'desc')
      .limit(200),
    'the deleted documents',
  )
  const latest = new Map<string, HistoryEntry>()
  for (const entry of deletions) {
    const key = `${entry.collection}/${entry.documentId}`
    if (!latest.has(key)) latest.set(key, entry)
  }
  const candidates = [...latest.values()]
  if (!candidates.length) return []
  const refs = candidates.map((e) => firestore().collection(e.collection).doc(e.documentId))
  const current = await firestore().getAll(...refs)
  return candidates.filter((_, i) => !current[i]?.exists)
}
