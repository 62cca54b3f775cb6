import { revalidateTag } from 'next/cache'
import { z } from 'zod'
import { ALL_CACHE_TAGS, CACHE_TAGS, indexTag } from '@/lib/content/cache'
import type { IndexKind } from '@/lib/content/gate'
import { invalidateProxySlugIndex } from '@/lib/content/proxy-slug-index'
import { serverEnv } from '@/lib/site/env'
import { bearerToken, secretMatches } from '@/lib/site/secret'

/** The proxy's indexes that each tag's content feeds. */
const INDEXES_OF_TAG: Partial<Record<string, IndexKind[]>> = {
  [CACHE_TAGS.events]: ['events', 'eventCategories'],
  [CACHE_TAGS.updates]: ['updates'],
  [CACHE_TAGS.dictionary]: ['letters'],
  [CACHE_TAGS.questions]: ['categories'],
}

/** A list of five tags is under 100 bytes; nothing bigger is read at all. */
const MAX_BODY_BYTES = 4096

/**
 * The body as text, or null when it is larger than MAX_BODY_BYTES: refused from its
 * Content-Length when it has one, and otherwise after reading no more than that.
 */
async function readSmallBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

const bodySchema = z.object({
  tags: z
    .array(z.enum(Object.values(CACHE_TAGS) as [string, ...string[]]))
    .min(1)
    .optional(),
})

/**
 * On-demand regeneration: the editing tool (or a Firestore-triggered function) calls
 *   POST /api/revalidate  Authorization: Bearer $REVALIDATE_SECRET  {"tags":["events"]}
 * and the pages that read those collections are rebuilt from their next request on.
 * Without a body every collection's tag is revalidated.
 */
export async function POST(request: Request): Promise<Response> {
  const expected = serverEnv().REVALIDATE_SECRET
  if (!expected) {
    return Response.json({ error: 'On-demand revalidation is not configured' }, { status: 404 })
  }
  if (!secretMatches(bearerToken(request.headers.get('authorization')), expected)) {
    return Response.json(
      { error: 'Unauthorised' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    )
  }
  const text = await readSmallBody(request)
  if (text === null) {
    return Response.json({ error: `Body over ${MAX_BODY_BYTES} bytes` }, { status: 413 })
  }
  let json: unknown = {}
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    return Response.json({ error: 'Body must be JSON' }, { status: 400 })
  }
  const body = bodySchema.safeParse(json)
  if (!body.success) {
    return Response.json({ error: 'Unknown tag', allowed: ALL_CACHE_TAGS }, { status: 400 })
  }
  const tags = body.data.tags ?? ALL_CACHE_TAGS
  for (const tag of tags) {
    // Stale, not expired: the next visitor gets the page as it was while the fresh one
    // renders, and if Firestore cannot be reached then, the last good page stays up.
    revalidateTag(tag, 'max')
    // The indexes (which URLs exist) are expired outright, so a new or renamed document's
    // URL works on the next request; the proxy keeps its last copy if they cannot be read.
    revalidateTag(indexTag(tag), { expire: 0 })
  }
  // The proxy's copy of the slug index follows the cache within seconds; drop this
  // process's copy at once, so a changed slug redirects the right way on the next request.
  invalidateProxySlugIndex(tags.flatMap((tag) => INDEXES_OF_TAG[tag] ?? []))
  return Response.json({ revalidated: tags })
}
