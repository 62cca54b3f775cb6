/** One field's value before and after a write, as plain JSON. */
export interface FieldChange {
  before: unknown
  after: unknown
}

/** Dates (and Firestore Timestamps) as ISO strings, so values compare and store as JSON. */
function plain(value: unknown): unknown {
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
