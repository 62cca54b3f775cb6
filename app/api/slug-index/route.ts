import { connection } from 'next/server'
import { getSlugIndexEntries } from '@/lib/content/slug-index'

/**
 * The published ids and slugs of events or updates, for proxy.ts (which cannot read Next's
 * cache itself): answered from the cached index, so every instance's proxy follows the same
 * cache and its tags. Public, like the sitemap that lists the same URLs.
 */
export async function GET(request: Request): Promise<Response> {
  await connection()
  const kind = new URL(request.url).searchParams.get('kind')
  if (kind !== 'events' && kind !== 'updates') {
    return Response.json({ error: 'kind must be events or updates' }, { status: 400 })
  }
  const entries = await getSlugIndexEntries(kind)
  return Response.json(
    entries.map(([id, slug]) => [id, slug]),
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
