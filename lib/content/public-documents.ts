import 'server-only'
import { cacheLife } from 'next/cache'
import type { z } from 'zod'
import { CONTENT_CACHE_PROFILE } from './cache'
import { contentLifetime, contentRevalidateSeconds } from './cache-life.mjs'
import { isDocumentId, parseDocument, parseDocuments, type DocumentMeta } from './parse'
import { isPublicAt, untilDocumentPublication, type Publishable } from './schedule'
import { firestore, read } from '@/lib/firebase/admin'

/** The public documents with these ids, in this order: one read each. */
export async function readPublicDocuments<S extends z.ZodType<Publishable>>(
  collection: string,
  schema: S,
  ids: readonly string[],
  what: string,
): Promise<(z.output<S> & DocumentMeta)[]> {
  if (!ids.length) return []
  const ref = firestore().collection(collection)
  const docs = await read({ get: () => firestore().getAll(...ids.map((id) => ref.doc(id))) }, what)
  const now = new Date()
  return parseDocuments(schema, docs).filter((doc) => isPublicAt(doc, now))
}

/**
 * One public document by id, or null. Called in a 'use cache' scope, whose lifetime it sets:
 * a scheduled document is no page until its time; then this answer ends.
 */
export async function readPublicDocument<S extends z.ZodType<Publishable>>(
  collection: string,
  schema: S,
  id: string,
  what: string,
): Promise<(z.output<S> & DocumentMeta) | null> {
  if (!isDocumentId(id)) {
    cacheLife(CONTENT_CACHE_PROFILE)
    return null
  }
  const doc = parseDocument(schema, await read(firestore().collection(collection).doc(id), what))
  const now = new Date()
  cacheLife(untilDocumentPublication(contentLifetime(contentRevalidateSeconds()), doc, now))
  return doc && isPublicAt(doc, now) ? doc : null
}
