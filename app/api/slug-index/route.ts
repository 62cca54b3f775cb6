import { connection } from 'next/server'
import { INDEX_KINDS, type IndexKind } from '@/lib/content/gate'
import { getIndexEntries } from '@/lib/content/slug-index'

const KINDS: readonly string[] = INDEX_KINDS

/**
 * The published ids and slugs of events or updates, or the dictionary's letters and the FAQ's
 * categories, for proxy.ts (which cannot read Next's
 * cache itself): answered from the cached index, so every instance's proxy follows the same
 * cache and its tags. Public, like the sitemap that lists the same URLs.
 */
export async function GET(request: Request): Promise<Response> {
  await connection()
  const kind = new URL(request.url).searchParams.get('kind') ?? ''
  if (!KINDS.includes(kind)) {
    return Response.json({ error: `kind must be one of ${KINDS.join(', ')}` }, { status: 400 })
  }
  return Response.json(await getIndexEntries(kind as IndexKind), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
}
