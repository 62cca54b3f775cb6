import 'server-only'
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore'
import { commitOrThrow, type DocumentWrite } from '@/lib/admin/documents/write'
import { batchesOf } from './batches'
import type { Collections, Migration, MigrationWrite, StoredDocument } from './migration'
import { sameFields } from './same'

/** One document per migration that has run, at the migration's id. */
export const MIGRATIONS_COLLECTION = 'migrations'

/** What the history shows as the author of a migration's writes: 'migration 0003-…'. */
export function migrationAuthor(id: string): { uid: string; email: string } {
  return { uid: `migration:${id}`, email: `migration ${id}` }
}

export interface RunOptions {
  /** Plan and print, write nothing. */
  dryRun?: boolean
  /**
   * Record every pending migration as run without running it: for data written in this
   * release's shape (the tests' fixtures), as a new database's schema is loaded, not migrated.
   */
  baseline?: boolean
  /** Smaller batches than Firestore allows (tests stop a run between them). */
  batchLimits?: { documents: number; bytes: number }
  /** The release that runs them (package.json's version), kept in each record. */
  release: string
  log?: (line: string) => void
  /** Called after each committed batch (tests stop a run there, as a killed deploy would). */
  afterBatch?: (migration: string, batch: number) => void | Promise<void>
}

export interface MigrationOutcome {
  id: string
  /** Documents written (or, in a dry run, that would be), by collection. */
  changed: Record<string, number>
  notes: string[]
}

export interface RunReport {
  /** Already recorded: skipped. */
  applied: string[]
  ran: MigrationOutcome[]
  dryRun: boolean
}

/** The run refused to start: nothing was written. */
export class MigrationRefused extends Error {}

/**
 * Runs every migration not yet recorded, in order. A migration's writes go in batches, each
 * write with its history record; its own record is written once all of them are, so a run
 * stopped part-way plans again from what is stored and finishes the job without doubling it.
 */
export async function runMigrations(
  db: Firestore,
  migrations: readonly Migration[],
  options: RunOptions,
): Promise<RunReport> {
  const log = options.log ?? (() => {})
  const dryRun = options.dryRun === true
  const recorded = (await db.collection(MIGRATIONS_COLLECTION).get()).docs.map((doc) => doc.id)
  const known = new Set(migrations.map((migration) => migration.id))
  const unknown = recorded.filter((id) => !known.has(id))
  if (unknown.length) {
    throw new MigrationRefused(
      `This database was migrated by a newer release: ${unknown.join(', ')} ` +
        `${unknown.length === 1 ? 'is' : 'are'} recorded but not part of release ${options.release}. ` +
        'Nothing was written. Deploy that release (or a later one), or restore a backup taken before it.',
    )
  }
  const applied = migrations.map((m) => m.id).filter((id) => recorded.includes(id))
  const pending = migrations.filter((migration) => !recorded.includes(migration.id))
  if (!pending.length) log(`every migration has run (${applied.length})`)
  // A dry run applies each plan to what it read, so the next migration plans on its result.
  const overlay = new Map<string, StoredDocument[]>()
  const ran: MigrationOutcome[] = []
  if (options.baseline && !dryRun) {
    for (const migration of pending) {
      await record(db, migration, options.release, {}, [
        'recorded without running: the data was written in this release’s shape',
      ])
      log(`recorded ${migration.id} without running it (baseline)`)
    }
    return { applied, ran, dryRun }
  }
  for (const migration of pending) {
    const { collections, versions } = await readCollections(db, migration.reads, overlay)
    const facts = (await migration.gather?.(collections)) ?? {}
    const plan = migration.plan(collections, facts)
    const writes = plan.writes.filter((write) => !sameFields(write.before, write.after))
    const changed = countByCollection(writes)
    const outcome = { id: migration.id, changed, notes: plan.notes }
    ran.push(outcome)
    log(`${dryRun ? 'would run' : 'running'} ${migration.id}: ${migration.summary}`)
    for (const [collection, count] of Object.entries(changed)) {
      log(`  ${collection}: ${count} document${count === 1 ? '' : 's'} to write`)
    }
    if (!writes.length) log('  nothing to write')
    for (const write of writes) log(`  ${write.collection}/${write.id}: ${write.why}`)
    for (const note of plan.notes) log(`  left: ${note}`)
    if (dryRun) {
      applyToOverlay(overlay, collections, writes)
      continue
    }
    let batchNumber = 0
    for (const batchWrites of batchesOf(writes, options.batchLimits)) {
      // Through the admin's one write path, as any edit: versions checked, history recorded.
      await commitOrThrow(
        migrationAuthor(migration.id),
        batchWrites.map((write): DocumentWrite => {
          const ref = db.collection(write.collection).doc(write.id)
          const version = versions.get(ref.path)
          const history = {
            action: write.before ? 'update' : 'create',
            before: write.before,
            after: write.after,
            replaced: true,
          } as const
          // Only over the version read: an editor's save since then stops the run, never lost.
          return write.before && version
            ? { ref, op: 'update', data: replacing(write), version, history }
            : { ref, op: 'create', data: write.after, history }
        }),
      )
      batchNumber += 1
      await options.afterBatch?.(migration.id, batchNumber)
    }
    await record(db, migration, options.release, changed, plan.notes)
    log(`  recorded ${migration.id} (${writes.length} written)`)
  }
  return { applied, ran, dryRun }
}

async function record(
  db: Firestore,
  migration: Migration,
  release: string,
  changed: Record<string, number>,
  notes: string[],
): Promise<void> {
  await db
    .collection(MIGRATIONS_COLLECTION)
    .doc(migration.id)
    .create({
      id: migration.id,
      summary: migration.summary,
      appliedAt: FieldValue.serverTimestamp(),
      release,
      documents: Object.values(changed).reduce((sum, n) => sum + n, 0),
      changed,
      notes,
    })
}

async function readCollections(
  db: Firestore,
  names: readonly string[],
  overlay: Map<string, StoredDocument[]>,
): Promise<{ collections: Collections; versions: Map<string, Timestamp> }> {
  const versions = new Map<string, Timestamp>()
  const collections: Record<string, StoredDocument[]> = {}
  for (const name of names) {
    const kept = overlay.get(name)
    if (kept) {
      collections[name] = kept
      continue
    }
    const snapshot = await db.collection(name).get()
    collections[name] = snapshot.docs.map((doc) => {
      versions.set(doc.ref.path, doc.updateTime)
      return { id: doc.id, data: doc.data() }
    })
  }
  return { collections, versions }
}

function applyToOverlay(
  overlay: Map<string, StoredDocument[]>,
  collections: Collections,
  writes: readonly MigrationWrite[],
): void {
  for (const [name, docs] of Object.entries(collections)) overlay.set(name, [...docs])
  for (const write of writes) {
    const docs = overlay.get(write.collection) ?? []
    const kept = docs.filter((doc) => doc.id !== write.id)
    overlay.set(write.collection, [...kept, { id: write.id, data: write.after }])
  }
}

function countByCollection(writes: readonly MigrationWrite[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const write of writes) counts[write.collection] = (counts[write.collection] ?? 0) + 1
  return counts
}

/** An update that leaves the document exactly `after`: the fields it drops are deleted. */
function replacing(write: MigrationWrite): Record<string, unknown> {
  const dropped = Object.keys(write.before ?? {}).filter((field) => !(field in write.after))
  return { ...Object.fromEntries(dropped.map((f) => [f, FieldValue.delete()])), ...write.after }
}
