import { findLibraryPictures } from '@/lib/admin/media/library'
import { requireRole } from '@/lib/admin/accounts/session'

/**
 * The media picker's search (lib/admin/media/search.ts): the library's pictures matching
 * every word of `q`, for editors only. A GET, since it writes nothing: server actions are
 * mutations only (test/server-actions.test.ts).
 */
export async function GET(request: Request): Promise<Response> {
  await requireRole('editor')
  const query = new URL(request.url).searchParams.get('q') ?? ''
  return Response.json(await findLibraryPictures(query), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
}
