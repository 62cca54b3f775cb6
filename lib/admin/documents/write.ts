import 'server-only'
import {
  Timestamp,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore'
import { updateTag } from 'next/cache'
import type { CacheTag } from '@/lib/content/cache'
import { liveIndexSees } from '@/lib/content/live-index'
import { firestore } from '@/lib/firebase/admin'
import { recordChange, type ChangeAction } from '@/lib/admin/history/history'
import type { Editor } from '@/lib/admin/accounts/session'

/**
 * The one way the admin area (and the migrations) writes Firestore: each part of a change is
 * committed atomically with the history record of every write in it, a write made over a
 * version read is refused if the document changed since, and then the pages that show it are
 * expired. write-path.test.ts (beside it) fails on a batch, transaction or updateTag elsewhere in
 * lib/admin/, so a rule added here (an audit field, a hook) reaches every write.
 */

/** What the history keeps of a write. */
export interface Recorded {
  action: ChangeAction
  before: Record<string, unknown> | null
  after: Record<string, unknown>
  /** The write replaced the whole document (a migration's): see recordChange. */
  replaced?: boolean
}

export type DocumentWrite = {
  ref: DocumentReference
  /** The update time it was read at: the write is refused (a conflict) if it changed since. */
  version?: Timestamp
  /** Its record, or false for what is not content (a preview; an invitation spent or dropped). */
  history: Recorded | false
} & (
  | { op: 'create' | 'set' | 'update'; data: Record<string, unknown> }
  | { op: 'delete' }
  /** Only the record: the change itself is kept elsewhere (a role, in Firebase Authentication). */
  | { op: 'elsewhere' }
)

/** The writes of one part, and what its caller wants back from planning them. */
export interface Planned<A> {
  writes: DocumentWrite[]
  answer: A
}

/**
 * One atomic part of a change: writes planned from what was read before (a version on each
 * write keeps them honest) and committed in one batch, or planned and committed in one
 * transaction, which Firestore runs again when what it read changed meanwhile.
 */
export type Part<A> =
  | { batch: () => Promise<Planned<A>> | Planned<A> }
  | { transaction: (transaction: Transaction) => Promise<Planned<A>> }

export type PartOutcome<A> =
  /** `at`: when it was committed (null: it had nothing to write). */
  { ok: true; at: Timestamp | null; answer: A } | { ok: false; conflict: boolean; error: unknown }

/** The pages a change may show on: a content type's collection and its cache tag. */
export interface Shown {
  collection: string
  tag: CacheTag
}

/** Firestore's answer when a precondition (the version a write was read at) fails. */
const FAILED_PRECONDITION = 9

/**
 * Commits the parts one after the other (a refused one does not stop the next: its error is
 * in its outcome; an error while planning a batch is thrown), then expires the tags of the
 * `shown` content types that were written. Unless `urlsKept`, each first waits for the URL
 * gate's listener to hear of its last write, so no page (the editor's own next load included)
 * is rendered from the state before.
 */
export async function commitChange<A>(change: {
  editor: Author
  parts: readonly Part<A>[]
  shown?: readonly Shown[]
  urlsKept?: boolean
}): Promise<PartOutcome<A>[]> {
  const outcomes: PartOutcome<A>[] = []
  const written = new Map<string, { at: Timestamp; listed: boolean }>()
  for (const part of change.parts) {
    // Outside the try: an error reading what a batch is to write is thrown, not an outcome.
    const planned = 'batch' in part ? await part.batch() : null
    try {
      let done: Planned<A>
      let at: Timestamp | null = null
      if (planned) {
        done = planned
        if (planned.writes.length) at = await commitBatch(change.editor, planned.writes)
      } else if ('transaction' in part) {
        done = await firestore().runTransaction(async (transaction) => {
          const inside = await part.transaction(transaction)
          for (const write of inside.writes) add(transaction, change.editor, write)
          return inside
        })
        // A transaction does not say when it was committed: now is as late, by this clock.
        if (done.writes.length) at = Timestamp.now()
      } else continue
      if (at) noteWritten(written, done.writes, at)
      outcomes.push({ ok: true, at, answer: done.answer })
    } catch (error) {
      const conflict = (error as { code?: number }).code === FAILED_PRECONDITION
      outcomes.push({ ok: false, conflict, error })
    }
  }
  for (const shown of change.shown ?? []) {
    const last = written.get(shown.collection)
    if (!last) continue
    if (!change.urlsKept) await liveIndexSees(shown.collection, last)
    updateTag(shown.tag)
  }
  return outcomes
}

/** Who a change's records name: an editor, or a migration (lib/migrations/runner.ts). */
type Author = Pick<Editor, 'uid' | 'email'>

async function commitBatch(editor: Author, writes: readonly DocumentWrite[]): Promise<Timestamp> {
  const batch = firestore().batch()
  for (const write of writes) add(batch, editor, write)
  const [result] = await batch.commit()
  return result!.writeTime
}

function add(writer: WriteBatch | Transaction, editor: Author, write: DocumentWrite): void {
  const precondition = write.version ? { lastUpdateTime: write.version } : undefined
  // The same methods on both: TypeScript cannot pick an overload on their union.
  const to = writer as Transaction
  if (write.op === 'create') to.create(write.ref, write.data)
  else if (write.op === 'set') to.set(write.ref, write.data)
  else if (write.op === 'update' && precondition) to.update(write.ref, write.data, precondition)
  else if (write.op === 'update') to.update(write.ref, write.data)
  else if (write.op === 'delete') to.delete(write.ref, precondition)
  if (write.history) recordChange(writer, { editor, target: write.ref, ...write.history })
}

/** The latest write to each collection, and whether any of them was or is now published. */
function noteWritten(
  written: Map<string, { at: Timestamp; listed: boolean }>,
  writes: readonly DocumentWrite[],
  at: Timestamp,
): void {
  for (const write of writes) {
    const collection = write.ref.parent.id
    const history = write.history || null
    const listed = history?.before?.published === true || history?.after.published === true
    written.set(collection, { at, listed: listed || (written.get(collection)?.listed ?? false) })
  }
}

/** commitChange of writes already planned, in one batch: its outcome. */
export async function commitWrites(
  editor: Author,
  writes: DocumentWrite[],
  pages: { shown?: readonly Shown[]; urlsKept?: boolean } = {},
): Promise<PartOutcome<null>> {
  const [outcome] = await commitChange({
    editor,
    ...pages,
    parts: [{ batch: () => ({ writes, answer: null }) }],
  })
  return outcome!
}

/** commitWrites, its error (a conflict too) thrown. */
export async function commitOrThrow(...args: Parameters<typeof commitWrites>) {
  const outcome = await commitWrites(...args)
  if (!outcome.ok) throw outcome.error
  return outcome.at
}
