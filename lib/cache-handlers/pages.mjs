// The shared cache of rendered pages and route responses (Next's incremental cache), used when
// REDIS_URL is set (next.config.mjs), from the same package as ./data.mjs. The package keeps
// entries and tags in Redis; three things of Next 16 it does not do are done here, around it:
// - values hold Buffers (page payloads, route bodies) and Maps (segment payloads), which its
//   JSON storage would turn into plain objects: they are stored as tagged base64 and lists;
// - a page's tags arrive in its x-next-cache-tags header, not in the context it reads them
//   from, so revalidating 'events' would leave the pages showing events in place;
// - Next hands revalidateTag a list of tags.
// Each call runs outside the render (./outside-render.mjs).
import { RedisCacheHandler } from '@mrjasonroy/cache-components-cache-handler'
import { redisClient } from './redis-client.mjs'
import { outsideRender } from './outside-render.mjs'
import { decodeValue, encodeValue } from './values.mjs'

// One connection per server: Next may make a handler for every request.
const redis = redisClient()

const TAGS_HEADER = 'x-next-cache-tags'

/**
 * The pages this instance last stored or read, kept in its memory too (the newest
 * LOCAL_ENTRIES, a few megabytes): when Redis is down they are served, stale, rather than
 * every request rendering from Firestore.
 */
const LOCAL_ENTRIES = 200
const local = new Map()

/** The clock as Next's own handlers read it: Date.now() counts as I/O while it renders. */
const now = () => Math.round(performance.timeOrigin + performance.now())

function remember(key, entry) {
  local.delete(key)
  local.set(key, entry)
  if (local.size > LOCAL_ENTRIES) local.delete(local.keys().next().value)
}

function headerTags(value) {
  const header = value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

export default class PagesCacheHandler extends RedisCacheHandler {
  constructor() {
    super({
      keyPrefix: 'creative-communities:pages:',
      tagPrefix: 'creative-communities:page-tags:',
      // Replaced below: the package would open a client of its own, with patient retries.
      redis: { lazyConnect: true },
    })
    this.redis = redis
  }

  async get(key, meta) {
    if (redis.status !== 'ready') {
      const kept = local.get(key)
      return kept ? { ...kept, age: now() - kept.lastModified } : null
    }
    const entry = await outsideRender(() => super.get(key, meta))
    if (!entry) return entry
    const decoded = { ...entry, value: decodeValue(entry.value) }
    remember(key, { value: decoded.value, lastModified: decoded.lastModified })
    return decoded
  }

  async set(key, value, context) {
    const tags = [...new Set([...(context?.tags ?? []), ...headerTags(value)])]
    if (value) remember(key, { value, lastModified: now() })
    return outsideRender(() => super.set(key, value && encodeValue(value), { ...context, tags }))
  }

  async revalidateTag(tags, durations) {
    for (const tag of [tags].flat()) {
      await outsideRender(() => super.revalidateTag(tag, durations))
    }
  }
}
