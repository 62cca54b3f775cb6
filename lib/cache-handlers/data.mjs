// @ts-check
// .mjs: next.config.mjs names it as a cache handler, which Next's server loads as it is.
// The shared cache of 'use cache' entries and their tags, used when REDIS_URL is set
// (next.config.mjs): every instance reads and expires the same entries, so a revalidation on
// one is seen by all. @mrjasonroy/cache-components-cache-handler implements Next 16's
// cacheHandlers interface on Redis (docs/caching-and-publishing.md says why this one); this file
// only hands it a client that gives up quickly when Redis is down.
import { createRedisDataCacheHandler } from '@mrjasonroy/cache-components-cache-handler'
import { outsideRender } from './outside-render.mjs'
import { redisClient } from './redis-client.mjs'

const redis = redisClient()

const handler = createRedisDataCacheHandler({
  // The package's own client interface, in ioredis's words.
  redis: {
    get: (key) => redis.get(key),
    set: (key, value, flag, seconds) =>
      flag === 'EX' && typeof seconds === 'number'
        ? redis.set(key, value, 'EX', seconds)
        : redis.set(key, value),
    del: (...keys) => redis.del(...keys),
    exists: (...keys) => redis.exists(...keys),
    ttl: (key) => redis.ttl(key),
    hGet: (key, field) => redis.hget(key, field),
    hSet: (key, field, value) => redis.hset(key, field, value),
    hGetAll: (key) => redis.hgetall(key),
  },
  keyPrefix: 'creative-communities:data:',
  tagPrefix: 'creative-communities:data-tags:',
})

/**
 * Next 16's cacheHandlers interface, each call outside the render (./outside-render.mjs).
 * @type {import('@mrjasonroy/cache-components-cache-handler').DataCacheHandler}
 */
const cacheHandler = {
  get: (...args) => outsideRender(() => handler.get(...args)),
  set: (...args) => outsideRender(() => handler.set(...args)),
  refreshTags: (...args) => outsideRender(() => handler.refreshTags(...args)),
  getExpiration: (...args) => outsideRender(() => handler.getExpiration(...args)),
  updateTags: (...args) => outsideRender(() => handler.updateTags(...args)),
}

export default cacheHandler
