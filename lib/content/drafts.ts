import 'server-only'
import { draftMode } from 'next/headers'
import type { z } from 'zod'
import { firestore, read } from '@/lib/firebase/admin'
import { isDocumentId, parseDocument, type DocumentMeta } from './parse'

/**
 * Whether this request is an editor's preview: Next's draft mode, which only the admin area's
 * preview route turns on, after checking the editor's session and role.
 */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled
}

/**
 * A document as it is stored now, published or not, for a preview: read on every request,
 * never cached, and checked with the same schema as the public pages.
 */
export async function readDraft<S extends z.ZodType<object>>(
  collection: string,
  schema: S,
  id: string,
): Promise<(z.output<S> & DocumentMeta) | null> {
  if (!isDocumentId(id)) return null
  return parseDocument(schema, await read(firestore().collection(collection).doc(id), 'a draft'))
}
