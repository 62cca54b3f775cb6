import 'server-only'
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore'
import { isDocumentId } from '@/lib/content/parse'
import { firestore, read } from '@/lib/firebase/admin'
import { storedDate, storedText } from '@/lib/admin/forms/fields'
import { scheduledFor, withPublicationDate } from '@/lib/admin/forms/publication'
import type { ListedDocument } from './listing'
import { requireRole, type Editor } from '@/lib/admin/accounts/session'
import { commitChange, type Planned, type Shown } from './write'

/**
 * The admin area's reads and writes of any collection. The lists and editableReader check the
 * editor's role themselves; callers of the rest check it first (requireRole). Every write goes
 * through commitChange (./write.ts), with its history record.
 */

/** Seconds and nanoseconds of an update time: exact, where an ISO string would round it. */
export function versionOf(time: Timestamp): string {
  return `${time.seconds}.${String(time.nanoseconds).padStart(9, '0')}`
}

function timestampOfVersion(version: string): Timestamp | null {
  const match = /^(\d+)\.(\d{9})$/.exec(version)
  return match ? new Timestamp(Number(match[1]), Number(match[2])) : null
}

function documentRef(collection: string, id: string): DocumentReference | null {
  return isDocumentId(id) ? firestore().collection(collection).doc(id) : null
}

/** Every document of a collection, drafts included, as rows of the admin list. */
export async function listDocuments(
  collection: string,
  dateField: string,
): Promise<ListedDocument[]> {
  await requireRole('editor')
  const fields = ['title', 'shortDescription', 'categories', 'published', 'pubDate']
  const snapshot = await read(
    firestore()
      .collection(collection)
      .select(...fields, 'unpublishAt', 'status', dateField),
    `the admin list of ${collection}`,
  )
  const now = new Date()
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return snapshot.docs.map((doc) => {
    const date = doc.get(dateField) as unknown
    const categories = doc.get('categories') as unknown
    const status = text(doc.get('status'))
    const off = offTheSite(doc.get('unpublishAt'), now)
    return {
      id: doc.id,
      title: text(doc.get('title')) || '(no title)',
      summary: text(doc.get('shortDescription')),
      categories: Array.isArray(categories) ? categories.filter((c) => typeof c === 'string') : [],
      published: doc.get('published') === true,
      scheduledFor: scheduledFor(doc.get('published') === true, doc.get('pubDate'), now),
      offSince: off?.passed ? off.at : null,
      comesOff: off && !off.passed ? off.at : null,
      goesAhead:
        (['cancelled', 'postponed', 'rescheduled'] as const).find((s) => s === status) ??
        'scheduled',
      date: date instanceof Timestamp ? date.toDate().toISOString() : null,
    }
  })
}

export { storedText }

/** Some fields of every document of a collection, as stored (the admin lists of entries). */
export async function listFields(
  collection: string,
  fields: readonly string[],
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  await requireRole('editor')
  const snapshot = await read(
    firestore()
      .collection(collection)
      .select(...fields),
    `the admin list of ${collection}`,
  )
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))
}

/** A stored document as it is now, with the version an edit of it must start from. */
export async function readDocument(
  collection: string,
  id: string,
): Promise<{ data: Record<string, unknown>; version: string } | null> {
  const ref = documentRef(collection, id)
  if (!ref) return null
  const snapshot = await read(ref, `${collection}/${id} to edit`)
  if (!snapshot.exists || !snapshot.updateTime) return null
  return { data: snapshot.data() ?? {}, version: versionOf(snapshot.updateTime) }
}

/** What an edit page shows: the form's values, and the version the form was opened at. */
export interface Editable<V> {
  id: string
  values: V
  version: string
  titleSlug: string
  published: boolean
  /** When it goes public, if it is published and that is still to come (ISO). */
  scheduledFor: string | null
  /** When it comes off the site, if it has such a time, and whether that has passed. */
  unpublishAt: OffTheSite | null
}

export interface OffTheSite {
  /** ISO */
  at: string
  passed: boolean
}

function offTheSite(value: unknown, now: Date): OffTheSite | null {
  const at = storedDate(value)
  return at ? { at: at.toISOString(), passed: at <= now } : null
}

/** A stored document (even an invalid one, which is how an editor mends it) for its form. */
export async function readEditable<V>(
  collection: string,
  id: string,
  toValues: (data: Record<string, unknown>) => V,
): Promise<Editable<V> | null> {
  const stored = await readDocument(collection, id)
  if (!stored) return null
  return {
    id,
    values: toValues(stored.data),
    version: stored.version,
    titleSlug: storedText(stored.data.titleSlug),
    published: stored.data.published === true,
    scheduledFor: scheduledFor(stored.data.published === true, stored.data.pubDate, new Date()),
    unpublishAt: offTheSite(stored.data.unpublishAt, new Date()),
  }
}

/** A collection's read for its edit page: readEditable, after the editor's role is checked. */
export function editableReader<V>(
  collection: string,
  toValues: (data: Record<string, unknown>) => V,
): (id: string) => Promise<Editable<V> | null> {
  return async (id) => {
    await requireRole('editor')
    return readEditable(collection, id, toValues)
  }
}

export type WriteOutcome =
  { ok: true; id: string } | { ok: false; conflict: boolean; message?: string }

/**
 * The write of a save: creates a document (no id) or updates the fields in `data` of an
 * existing one, only if it is still at `version`, so a save over someone else's newer change is
 * refused, never lost. Answers the document's id, or '' when it had changed (or gone).
 * `onCreate` holds fields only a new document starts with (empty picture lists).
 */
export async function planSave(
  collection: string,
  input: {
    id: string
    version: string
    data: Record<string, unknown>
    onCreate?: Record<string, unknown>
  },
): Promise<Planned<string>> {
  const { id, data } = input
  if (!id) {
    const ref = firestore().collection(collection).doc()
    const after = withPublicationDate({ ...input.onCreate, ...data }, null)
    const history = { action: 'create', before: null, after } as const
    return { writes: [{ ref, op: 'create', data: after, history }], answer: ref.id }
  }
  const ref = documentRef(collection, id)
  const version = timestampOfVersion(input.version)
  const snapshot = ref && version ? await ref.get() : null
  if (!ref || !version || !snapshot?.exists || !snapshot.updateTime?.isEqual(version)) {
    return { writes: [], answer: '' }
  }
  const before = snapshot.data() ?? {}
  const after = withPublicationDate(data, before)
  const history = { action: 'update', before, after } as const
  return { writes: [{ ref, op: 'update', data: after, version, history }], answer: id }
}

/** The write of a delete, with its record; answers false when there was nothing to delete. */
export async function planRemoval(collection: string, id: string): Promise<Planned<boolean>> {
  const ref = documentRef(collection, id)
  const snapshot = ref ? await ref.get() : null
  if (!ref || !snapshot?.exists) return { writes: [], answer: false }
  const before = snapshot.data() ?? {}
  const after = Object.fromEntries(Object.keys(before).map((field) => [field, null]))
  const history = { action: 'delete', before, after } as const
  return { writes: [{ ref, op: 'delete', version: snapshot.updateTime, history }], answer: true }
}

/** A save's write (planSave), then the pages of `edited` updated. */
export async function writeDocument(
  editor: Editor,
  edited: Shown,
  input: Parameters<typeof planSave>[1],
): Promise<WriteOutcome> {
  const [outcome] = await commitChange({
    editor,
    shown: [edited],
    parts: [{ batch: () => planSave(edited.collection, input) }],
  })
  if (outcome?.ok && outcome.answer) return { ok: true, id: outcome.answer }
  if (!outcome || outcome.ok || outcome.conflict) return { ok: false, conflict: true }
  console.error(
    `[admin] writing ${edited.collection}/${input.id || '(new)'} failed:`,
    outcome.error,
  )
  return { ok: false, conflict: false, message: 'It could not be saved. Please try again.' }
}

/** Deletes a document with its record, then updates the pages of `edited`. */
export async function removeDocument(editor: Editor, edited: Shown, id: string): Promise<void> {
  const [outcome] = await commitChange({
    editor,
    shown: [edited],
    parts: [{ batch: () => planRemoval(edited.collection, id) }],
  })
  if (outcome && !outcome.ok) throw outcome.error
}
