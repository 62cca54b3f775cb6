// @ts-check
// .mjs: next.config.mjs names it as the cacheHandler, which Next's server loads as it is.
// The shared cache of rendered pages and route responses (Next's incremental cache), used when
// REDIS_URL is set (next.config.mjs), from the same package as ./data.mjs. The package keeps
// entries and tags in Redis; what it does not do for Next 16 is done here, around it:
// - values hold Buffers (page payloads, route bodies) and Maps (segment payloads), which its
//   JSON storage would turn into plain objects: they are stored as tagged base64 and lists;
// - a page's tags arrive in its x-next-cache-tags header, not in the context it reads them
//   from, so revalidating 'events' would leave the pages showing events in place;
// - Next hands revalidateTag a list of tags;
// - a revalidation that only marks pages stale (a publish while Firestore is down,
//   lib/content/revalidate.ts) would delete them, so the last good page was gone: here it
//   leaves them in place with a stale mark, which Next reads as it does its own;
// - a page rendered from content an edit changed while it rendered is not kept
//   (./render-starts.mjs): the package dates a page when it is stored, so a render that began
//   before an editor's save on any instance and ended after it was served by every instance
//   until the next regeneration.
// Each call runs outside the render (./outside-render.mjs).
import { RedisCacheHandler } from '@mrjasonroy/cache-components-cache-handler'
import { redisClient } from './redis-client.mjs'
import { outsideRender } from './outside-render.mjs'
import { decodeValue, encodeValue } from './values.mjs'
import { renderStarts } from './render-starts.mjs'
import { tagsManifest } from './next-internals.mjs'
import { KEEP_SECONDS } from '../content/cache-life.mjs'

/** @typedef {import('./next-internals.mjs').CacheValue} CacheValue */
/** @typedef {{ value: CacheValue | null, lastModified: number }} Kept */
/**
 * The package's handler as this file uses it. Its declared types are of Next 15's values (no
 * APP_PAGE, no Buffers), take one tag, and hide the key helpers and client used here.
 * @typedef {{
 *   redis: import('ioredis').Redis,
 *   getCacheKey(key: string): string,
 *   getTagKey(tag: string): string,
 *   get(key: string, meta?: unknown): Promise<{ value: unknown, lastModified: number } | null>,
 *   set(key: string, value: unknown, context?: unknown): Promise<void>,
 *   revalidateTag(tag: string, durations?: { expire?: number }): Promise<void>,
 * }} RedisPages
 */
/** @typedef {import('@mrjasonroy/cache-components-cache-handler').RedisCacheHandlerOptions} Options */
const RedisPagesHandler = /** @type {new (options: Options) => RedisPages} */ (
  /** @type {unknown} */ (RedisCacheHandler)
)

// One connection per server: Next may make a handler for every request.
const redis = redisClient()

const TAGS_HEADER = 'x-next-cache-tags'
const STALE_PREFIX = 'creative-communities:page-stale:'

// Next's record of revalidated tags in this process, which its incremental cache consults for
// every page it reads: a tag marked stale after a page was made makes Next serve that page
// and render it again in the background, as its own file-system handler does.

/**
 * This process learns that `tag` went stale at `at` (ms), keeping any later mark.
 * @param {string} tag @param {number} at
 */
function markStale(tag, at) {
  const known = tagsManifest.get(tag) ?? {}
  if ((known.stale ?? 0) < at) tagsManifest.set(tag, { ...known, stale: at })
}

/**
 * The pages this instance last stored or read, kept in its memory too (the newest
 * LOCAL_ENTRIES, a few megabytes): when Redis is down they are served, stale, rather than
 * every request rendering from Firestore.
 */
const LOCAL_ENTRIES = 200
/** @type {Map<string, Kept>} */
const local = new Map()

/** The clock as Next's own handlers read it: Date.now() counts as I/O while it renders. */
const now = () => Math.round(performance.timeOrigin + performance.now())

/** @param {string} key @param {Kept} entry */
function remember(key, entry) {
  local.delete(key)
  local.set(key, entry)
  const oldest = local.keys().next()
  if (local.size > LOCAL_ENTRIES && !oldest.done) local.delete(oldest.value)
}

/** By the clock the package dates pages and tags by, read where Next allows it. */
const renders = renderStarts(() => outsideRender(() => Date.now()))

/** @param {CacheValue | null} value @returns {string[]} */
function headerTags(value) {
  const header = value && 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined
  return typeof header === 'string' && header ? header.split(',') : []
}

export default class PagesCacheHandler extends RedisPagesHandler {
  constructor() {
    super({
      keyPrefix: 'creative-communities:pages:',
      tagPrefix: 'creative-communities:page-tags:',
      // Replaced below: the package would open a client of its own, with patient retries.
      redis: { lazyConnect: true },
    })
    this.redis = redis
  }

  /** @override @param {string} key @param {unknown} meta */
  async get(key, meta) {
    if (redis.status !== 'ready') {
      const kept = local.get(key)
      return kept ? { ...kept, age: now() - kept.lastModified } : null
    }
    const entry = await outsideRender(() => super.get(key, meta))
    renders.lookedUp(key, Boolean(entry))
    if (!entry) return entry
    const decoded = { ...entry, value: /** @type {CacheValue | null} */ (decodeValue(entry.value)) }
    remember(key, { value: decoded.value, lastModified: decoded.lastModified })
    await outsideRender(() => this.learnStaleMarks(headerTags(decoded.value)))
    return decoded
  }

  /**
   * Whether one of these tags was revalidated, on any instance, after `since` (ms).
   * @param {string[]} tags @param {number | undefined} since
   */
  async expiredSince(tags, since) {
    if (since === undefined || tags.length === 0 || redis.status !== 'ready') return false
    try {
      const stamps = await outsideRender(() => redis.mget(tags.map((tag) => this.getTagKey(tag))))
      return stamps.some((stamp) => stamp !== null && Number(stamp) > since)
    } catch {
      // Redis went away: the page is stored as it would have been without the check.
      return false
    }
  }

  /**
   * Stale marks another instance (or this one) left on these tags, into Next's record.
   * @param {string[]} tags
   */
  async learnStaleMarks(tags) {
    if (tags.length === 0) return
    try {
      const marks = await redis.mget(tags.map((tag) => STALE_PREFIX + tag))
      tags.forEach((tag, i) => marks[i] && markStale(tag, Number(marks[i])))
    } catch {
      // Redis went away mid-request: the page is served as it is.
    }
  }

  /**
   * @override
   * @param {string} key
   * @param {CacheValue | null} value
   * @param {{ tags?: string[], cacheControl?: { expire?: number } } | undefined} context
   */
  async set(key, value, context) {
    const since = renders.take(key)
    const tags = [...new Set([...(context?.tags ?? []), ...headerTags(value)])]
    // Not kept: the next request finds no page and renders it again.
    if (value && (await this.expiredSince(tags, since))) return
    if (value) remember(key, { value, lastModified: now() })
    // Not connected (starting, or Redis is down): the write would fail, and the package logs
    // each failure with its stack; the page is in this instance's memory meanwhile.
    if (redis.status !== 'ready') return
    await outsideRender(() => super.set(key, value && encodeValue(value), { ...context, tags }))
    // The package gives a page no expiry (Next hands its lifetime over as cacheControl), and
    // a full Redis evicts only keys with one (docs/operations.md): once pages had filled it, it
    // would refuse every write. A page expires when Next would stop serving it (a year).
    const expire = context?.cacheControl?.expire
    const seconds = Math.ceil(typeof expire === 'number' && expire > 0 ? expire : KEEP_SECONDS)
    if (value) {
      await outsideRender(() => redis.expire(this.getCacheKey(key), seconds)).catch(() => undefined)
    }
  }

  /**
   * @override
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    for (const tag of [tags].flat()) {
      if (durations?.expire === undefined || durations.expire <= 0) {
        await outsideRender(() => super.revalidateTag(tag, durations))
        continue
      }
      // Stale, not expired: the pages stay, served until fresh ones are made. The mark lives
      // as long as an entry could (a year at most: 'max' says about that).
      const at = now()
      markStale(tag, at)
      const seconds = Math.ceil(Math.min(durations.expire, 365 * 86_400))
      await outsideRender(() => redis.set(STALE_PREFIX + tag, String(at), 'EX', seconds)).catch(
        (/** @type {Error} */ error) =>
          console.error(`[cache] cannot mark ${tag} stale: ${error.message}`),
      )
    }
  }
}
