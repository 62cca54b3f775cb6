import { z } from 'zod'
import { ALL_CACHE_TAGS, CACHE_TAGS, type CacheTag } from '@/lib/content/cache'
import { revalidateContent } from '@/lib/content/revalidate'
import { serverEnv } from '@/lib/site/env'
import { bearerToken, secretMatches } from '@/lib/site/secret'
import { clientOf, failureLimiter } from '@/lib/site/failure-limiter'
import { readCapped } from '@/lib/site/read-capped'

/**
 * Wrong secrets: ten a minute per client (as seen through TRUSTED_PROXY_HOPS), then 429 for
 * wrong ones until the oldest is a minute old. At most 10,000 clients are remembered.
 */
const wrongSecrets = failureLimiter({ max: 10, windowMs: 60_000, maxClients: 10_000 })

/** A list of five tags is under 100 bytes; nothing bigger is read at all. */
const MAX_BODY_BYTES = 4096

/**
 * The body as text, or null when it is larger than MAX_BODY_BYTES: refused from its
 * Content-Length when it has one, and otherwise after reading no more than that.
 */
async function readSmallBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null
  const bytes = await readCapped(request.body, MAX_BODY_BYTES)
  return bytes && new TextDecoder().decode(bytes)
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
  // The right secret is never refused: otherwise anyone could lock the real caller out by
  // sending wrong ones from its address. It is long enough (16+ characters) not to be guessed.
  if (!secretMatches(bearerToken(request.headers.get('authorization')), expected)) {
    const client = clientOf(request.headers, serverEnv().TRUSTED_PROXY_HOPS)
    const wait = wrongSecrets.retryAfter(client, Date.now())
    if (wait > 0) {
      return Response.json(
        { error: 'Too many wrong secrets' },
        { status: 429, headers: { 'Retry-After': String(wait) } },
      )
    }
    wrongSecrets.recordFailure(client, Date.now())
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
  const tags = (body.data.tags as CacheTag[] | undefined) ?? ALL_CACHE_TAGS
  const renewed = await revalidateContent(tags)
  return Response.json({ revalidated: tags, renewed })
}
