/**
 * A migration: a pure function from the documents it reads to the writes it makes, so it can
 * be tested on plain data and dry-run on a real database (lib/migrations/runner.ts runs them).
 * Values are Firestore's own (Timestamps, GeoPoints), as read and as written.
 */
export type StoredFields = Record<string, unknown>

export interface StoredDocument {
  id: string
  data: StoredFields
}

/** The collections a migration names in `reads`, each with every document it holds. */
export type Collections = Readonly<Record<string, readonly StoredDocument[]>>

/**
 * One document written whole: `before` is what it holds now (null: it is created), `after`
 * what it will hold. `why` is the line a dry run prints for it.
 */
export interface MigrationWrite {
  collection: string
  id: string
  before: StoredFields | null
  after: StoredFields
  why: string
}

export interface MigrationPlan {
  writes: MigrationWrite[]
  /** What the migration leaves as it is, and why: printed by every run, dry or not. */
  notes: string[]
}

/** What a migration may need to know besides the documents: gathered before it plans. */
export interface Facts {
  /** Width and height of pictures by their URL; null where the file could not be read. */
  pictureSizes?: ReadonlyMap<string, { width: number; height: number } | null>
}

export interface Migration {
  /** Numbered, then named: '0001-award-round-2025'. The order of the numbers is the order run. */
  id: string
  /** One line for the record and the dry run. */
  summary: string
  reads: readonly string[]
  /**
   * The writes that bring `collections` up to date. Planned again on a resumed run, so it
   * must find nothing to do for a document it has already changed (and create with fixed ids).
   */
  plan(collections: Collections, facts: Facts): MigrationPlan
  /** Reads what the plan needs from outside the database (files); never writes. */
  gather?(collections: Collections): Promise<Facts>
}

/** The documents of `collection` in `collections` (none when it is not there). */
export function documentsOf(
  collections: Collections,
  collection: string,
): readonly StoredDocument[] {
  return collections[collection] ?? []
}
