import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore'
import { z } from 'zod'
import type { StoredFile } from '@/lib/admin/media/pictures/store'
import { decodeValue, encodeValue, type Encoded } from './format'
import { BACKUP_SCHEMAS } from './schemas'

/** What `npm run backup` writes: every collection, every document, and the stored files. */
export interface Backup {
  format: typeof FORMAT
  version: 1
  createdAt: string
  projectId: string
  collections: Record<string, BackedUpDocument[]>
  files: BackedUpFile[]
}

/** A stored file as a backup lists it (backups from before `created` was listed lack it). */
export type BackedUpFile = Omit<StoredFile, 'created'> & { created?: string }

export interface BackedUpDocument {
  id: string
  data: { [field: string]: Encoded }
  /** Its subcollections, if it has any. */
  collections?: Record<string, BackedUpDocument[]>
}

const FORMAT = 'creative-communities-backup'

const backupShape = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  projectId: z.string(),
  collections: z.record(z.string(), z.array(z.unknown())),
  files: z.array(z.object({ path: z.string(), bytes: z.number(), created: z.string().optional() })),
})

async function readCollection(collection: CollectionReference): Promise<BackedUpDocument[]> {
  const snapshot = await collection.get()
  return Promise.all(
    snapshot.docs.map(async (doc) => {
      const nested = await readSubcollections(doc.ref)
      return {
        id: doc.id,
        data: encodeValue(doc.data()) as BackedUpDocument['data'],
        ...(nested ? { collections: nested } : {}),
      }
    }),
  )
}

async function readSubcollections(
  ref: DocumentReference,
): Promise<Record<string, BackedUpDocument[]> | null> {
  const collections = await ref.listCollections()
  if (!collections.length) return null
  const entries = await Promise.all(collections.map(async (c) => [c.id, await readCollection(c)]))
  return Object.fromEntries(entries)
}

/** Every collection of the database (found, not listed, so new ones are never left out). */
export async function takeBackup(
  db: Firestore,
  projectId: string,
  files: BackedUpFile[],
  now = new Date(),
): Promise<Backup> {
  const collections = await db.listCollections()
  const entries = await Promise.all(collections.map(async (c) => [c.id, await readCollection(c)]))
  return {
    format: FORMAT,
    version: 1,
    createdAt: now.toISOString(),
    projectId,
    collections: Object.fromEntries(entries.sort(([a], [b]) => String(a).localeCompare(String(b)))),
    files,
  }
}

/** A backup read from its JSON, or the reason it is not one. */
export function parseBackup(json: unknown): Backup {
  const parsed = backupShape.safeParse(json)
  if (!parsed.success)
    throw new Error(`Not a backup of this site: ${z.prettifyError(parsed.error)}`)
  return parsed.data as Backup
}

export interface RestoreReport {
  /** Per collection: documents written, and those skipped (with why). */
  collections: Record<string, { written: number; checked: boolean; skipped: Skipped[] }>
  /** Collections that already had documents, when the restore refused. */
  refused?: string[]
}

export interface Skipped {
  path: string
  issues: string
}

/** The most writes in one batch (Firestore's limit). */
const BATCH_SIZE = 500

/**
 * Loads a backup into an empty database: each content document is checked with the schema the
 * site reads it with, and the ones that fail are skipped and reported (with the zod issues);
 * the stored fields themselves, not the schemas' output, are written, under the same ids.
 * Refuses, writing nothing, when a collection of the backup already has documents, unless
 * `force` (then documents with the same id are replaced).
 */
export async function restoreBackup(
  db: Firestore,
  backup: Backup,
  options: { force?: boolean } = {},
): Promise<RestoreReport> {
  const names = Object.keys(backup.collections)
  if (!options.force) {
    const occupied = await Promise.all(
      names.map(async (name) => ((await db.collection(name).limit(1).get()).empty ? null : name)),
    )
    const refused = occupied.filter((name): name is string => name !== null)
    if (refused.length) return { collections: {}, refused }
  }
  const report: RestoreReport = { collections: {} }
  const writes: { ref: DocumentReference; data: Record<string, unknown> }[] = []
  const queue = (path: string, docs: BackedUpDocument[], top: string) => {
    const schema = BACKUP_SCHEMAS[top]
    const entry = (report.collections[path] ??= { written: 0, checked: !!schema, skipped: [] })
    for (const doc of docs) {
      const ref = db.doc(`${path}/${doc.id}`)
      const data = decodeValue(doc.data, db) as Record<string, unknown>
      const checked = schema && path === top ? schema.safeParse(data) : null
      if (checked && !checked.success) {
        entry.skipped.push({ path: ref.path, issues: z.prettifyError(checked.error) })
        continue
      }
      writes.push({ ref, data })
      entry.written += 1
      for (const [name, nested] of Object.entries(doc.collections ?? {})) {
        queue(`${ref.path}/${name}`, nested, top)
      }
    }
  }
  for (const name of names) queue(name, backup.collections[name] as BackedUpDocument[], name)
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch()
    for (const { ref, data } of writes.slice(start, start + BATCH_SIZE)) batch.set(ref, data)
    await batch.commit()
  }
  return report
}

/** The restore's report as lines for the terminal. */
export function describeRestore(report: RestoreReport): string[] {
  if (report.refused) {
    return [
      `Nothing was restored: ${report.refused.join(', ')} already ha${report.refused.length === 1 ? 's' : 've'} documents.`,
      'Restore into an empty project or emulator, or pass --force to replace documents with the same ids.',
    ]
  }
  const lines: string[] = []
  for (const [path, { written, checked, skipped }] of Object.entries(report.collections)) {
    const how = checked ? 'checked with its schema' : 'no schema: restored as it was'
    lines.push(`${path}: ${written} written, ${skipped.length} skipped (${how})`)
    for (const skip of skipped)
      lines.push(`  skipped ${skip.path}:\n    ${skip.issues.replaceAll('\n', '\n    ')}`)
  }
  return lines
}
