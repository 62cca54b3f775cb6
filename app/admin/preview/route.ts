import { redirect } from 'next/navigation'
import { readDocument } from '@/lib/admin/documents/documents'
import { beginPreview, requireRole } from '@/lib/admin/accounts/session'
import { EVENTS_COLLECTION } from '@/lib/events/queries'
import { documentPath } from '@/lib/site/routes'
import { documentSlug } from '@/lib/site/slug.mjs'
import { UPDATES_COLLECTION } from '@/lib/updates/queries'

const COLLECTIONS = { events: EVENTS_COLLECTION, updates: UPDATES_COLLECTION } as const

/**
 * Opens a document, published or draft, at its public address in Next's draft mode: for
 * editors only, and only to a path built here from the document (never one from the query,
 * so this is no open redirect).
 */
export async function GET(request: Request): Promise<Response> {
  await requireRole('editor')
  const params = new URL(request.url).searchParams
  const kind = params.get('kind')
  const id = params.get('id') ?? ''
  if (kind !== 'events' && kind !== 'updates') {
    return new Response('Unknown kind', { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const stored = await readDocument(COLLECTIONS[kind], id)
  if (!stored)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const { titleSlug, title } = stored.data
  const slug = documentSlug(
    typeof titleSlug === 'string' && titleSlug ? titleSlug : String(title ?? ''),
  )
  await beginPreview()
  redirect(documentPath(kind, { id, titleSlug: slug || 'preview' }))
}
