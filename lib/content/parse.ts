import 'server-only'
import type { DocumentSnapshot } from 'firebase-admin/firestore'
import type { z } from 'zod'

/** What every parsed document carries besides its fields: its id and when it last changed. */
export interface DocumentMeta {
  id: string
  /** ISO time of the document's last write (absent for a partial read). */
  updatedAt?: string
}

/**
 * Turns one Firestore document into an app type. A document that fails its schema is
 * skipped and logged with its collection, id and the zod issues, so one bad document never
 * breaks a page.
 */
export function parseDocument<S extends z.ZodType<object>>(
  schema: S,
  doc: DocumentSnapshot,
): (z.output<S> & DocumentMeta) | null {
  if (!doc.exists) return null
  const result = schema.safeParse(doc.data())
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`)
      .join('; ')
    console.error(`[content] skipped invalid document ${doc.ref.parent.id}/${doc.id}: ${issues}`)
    return null
  }
  const updatedAt = doc.updateTime?.toDate().toISOString()
  return { ...result.data, id: doc.id, ...(updatedAt ? { updatedAt } : {}) }
}

export function parseDocuments<S extends z.ZodType<object>>(
  schema: S,
  docs: readonly DocumentSnapshot[],
): (z.output<S> & DocumentMeta)[] {
  return docs.flatMap((doc) => parseDocument(schema, doc) ?? [])
}

/** Whether a URL segment could name a Firestore document at all (no '/', not reserved). */
export function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    Buffer.byteLength(id) <= 1500 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  )
}
