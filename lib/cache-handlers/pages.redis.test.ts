import Redis from 'ioredis'
import { startRedis } from '../../scripts/lib/redis.mjs'
import { freePort } from '../../scripts/lib/processes.mjs'

// The shared page cache against a real Redis (Debian's redis-server, installed when missing),
// as two instances of the site use it.

// The handler as Next calls it, in the few words this test uses.
interface PagesCache {
  redis: Redis
  get(
    key: string,
    meta?: object,
  ): Promise<{ value: { html: string; headers: Record<string, string> } } | null>
  set(key: string, value: object, context: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

const TAG_PREFIX = 'creative-communities:page-tags:'
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('payload'),
  postponed: undefined,
  headers: { 'x-next-cache-tags': 'events' },
  status: 200,
  segmentData: undefined,
})
// As Next hands it over: the lifetime is in cacheControl.
const context = { cacheControl: { revalidate: 60, expire: 31_536_000 }, isRoutePPREnabled: true }

let server: { url: string; stop: () => Promise<void> }
let cache: PagesCache
/** Another instance's connection, for what it does to the shared cache. */
let other: Redis

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let keys = 0
const newKey = () => `/route-cache/APP_PAGE/abc/$/events/${(keys += 1)}`

beforeAll(async () => {
  server = await startRedis({ port: await freePort(), who: 'the page cache test' })
  process.env.REDIS_URL = server.url
  const { default: Handler } = await import('./pages.mjs')
  cache = new (Handler as unknown as new () => PagesCache)()
  other = new Redis(server.url)
  while (cache.redis.status !== 'ready') await after(20)
}, 120_000)

afterAll(async () => {
  cache?.redis.disconnect()
  other?.disconnect()
  await server?.stop()
})

describe('the shared page cache', () => {
  it('keeps a page rendered after the last edit', async () => {
    const key = newKey()
    await cache.revalidateTag('events')
    await after(5)
    expect(await cache.get(key)).toBeNull()
    await cache.set(key, page('<p>after the edit</p>'), context)
    expect((await cache.get(key))?.value.html).toBe('<p>after the edit</p>')
  })

  it('drops a page whose render an edit on this instance overtook', async () => {
    const key = newKey()
    expect(await cache.get(key)).toBeNull()
    await after(5)
    await cache.revalidateTag('events')
    await cache.set(key, page('<p>before the edit</p>'), context)
    expect(await cache.get(key)).toBeNull()
  })

  it('drops a page whose render an edit on another instance overtook', async () => {
    const key = newKey()
    await cache.set(key, page('<p>first</p>'), context)
    // A lookup that finds the page may start its regeneration in the background.
    expect((await cache.get(key))?.value.html).toBe('<p>first</p>')
    await after(5)
    await other.set(`${TAG_PREFIX}events`, String(Date.now()))
    await cache.set(key, page('<p>regenerated before the edit</p>'), context)
    expect(await cache.get(key)).toBeNull()
  })

  it('stores a page for every instance to read, its payload a Buffer again', async () => {
    const key = newKey()
    await cache.set(key, page('<p>shared</p>'), context)
    const stored = JSON.parse((await other.get(`creative-communities:pages:${key}`)) ?? 'null')
    expect(stored.value.html).toBe('<p>shared</p>')
    const read = await cache.get(key)
    expect(Buffer.isBuffer((read?.value as { rscData?: unknown }).rscData)).toBe(true)
  })

  it('gives a page an expiry, so a full Redis may evict it', async () => {
    const key = newKey()
    await cache.set(key, page('<p>kept a while</p>'), context)
    const seconds = await other.ttl(`creative-communities:pages:${key}`)
    expect(seconds).toBeGreaterThan(31_536_000 - 60)
    expect(seconds).toBeLessThanOrEqual(31_536_000)
  })
})
