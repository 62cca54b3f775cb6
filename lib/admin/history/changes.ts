/** One field's value before and after a write, as plain JSON. */
export interface FieldChange {
  before: unknown
  after: unknown
}

/** Dates (and Firestore Timestamps) as ISO strings, so values compare and store as JSON. */
export function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (typeof (value as { toDate?: unknown })?.toDate === 'function') {
    return (value as { toDate(): Date }).toDate().toISOString()
  }
  if (Array.isArray(value)) return value.map(plain)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
  }
  return value ?? null
}

/**
 * The fields a write changes, each with its value before and after: the record of who changed
 * what. Only the fields in `after` are compared (a write leaves the others alone).
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {}
  for (const [field, value] of Object.entries(after)) {
    const was = plain(before?.[field])
    const now = plain(value)
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = { before: was, after: now }
  }
  return changes
}

export type ChangeAction = 'create' | 'update' | 'delete' | 'restore' | 'role'

/**
 * The whole document as a write leaves it (a deleted one as it was), kept with the record so
 * that any version can be viewed and restored. An update only replaces the fields it names.
 */
export function snapshotAfter(
  action: ChangeAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, unknown> {
  if (action === 'delete') return { ...before }
  if (action === 'restore') return { ...after }
  return { ...before, ...after }
}

/**
 * The fields a recorded write changes. A restore replaces the whole document, so a field the
 * restored version lacks is recorded as removed.
 */
export function recordedChanges(
  action: ChangeAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  if (action !== 'restore' || !before) return changedFields(before, after)
  const removed = Object.fromEntries(Object.keys(before).map((field) => [field, null]))
  return changedFields(before, { ...removed, ...after })
}

/** What a record calls its document in lists: its title, word, question, name or e-mail. */
export function documentLabel(fields: Record<string, unknown> | null | undefined): string {
  for (const key of ['title', 'word', 'question', 'name', 'email']) {
    const value = fields?.[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200)
  }
  return '(untitled)'
}

/**
 * How a change reads in a history: publishing and unpublishing are edits worth naming. A
 * document that was never published (its switch missing before, now off) is only edited.
 */
export function describeChange(action: ChangeAction, changes: Record<string, FieldChange>): string {
  const published = action === 'update' ? changes.published : undefined
  if (published && published.after === true) return 'Published'
  if (published && published.before === true) return 'Unpublished'
  const words: Record<ChangeAction, string> = {
    create: 'Created',
    update: 'Edited',
    delete: 'Deleted',
    restore: 'Restored an earlier version',
    role: 'Changed the role',
  }
  return words[action]
}
