import 'server-only'
import type { DocumentSnapshot } from 'firebase-admin/firestore'
import type { z } from 'zod'
import { reportOnce, whileParsing } from './problems'

/** What every parsed document carries besides its fields. */
export interface DocumentMeta {
  id: string
  /** When the document last changed (its Firestore update time, ISO): sitemaps, feeds. */
  updatedAt: string
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
  // A snapshot of an existing document always has an update time; the read time is a
  // fallback that can only be later than the real change.
  const updatedAt = (doc.updateTime ?? doc.readTime).toDate().toISOString()
  return parseFields(schema, {
    path: `${doc.ref.parent.id}/${doc.id}`,
    id: doc.id,
    updatedAt,
    data: doc.data(),
  })
}

/** The same for fields held elsewhere than a document of their own (an editor's preview). */
export function parseFields<S extends z.ZodType<object>>(
  schema: S,
  source: { path: string; id: string; updatedAt: string; data: unknown },
): (z.output<S> & DocumentMeta) | null {
  const { path, id, updatedAt } = source
  const result = whileParsing({ path, version: updatedAt }, () => schema.safeParse(source.data))
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`)
      .join('; ')
    reportOnce('error', { path, version: updatedAt }, `skipped invalid document ${path}: ${issues}`)
    return null
  }
  return { ...result.data, id, updatedAt }
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
