import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, sep } from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { updateEmulatorDocument } from '../../scripts/lib/seed-emulator.mjs'
import { emulator, revalidateSecret } from '../support/env'
import { seedEvent } from '../support/seed-event'
import { startRelay } from '../support/relay'
import { startRedis } from '../../scripts/lib/redis.mjs'
import { startCachingProxy } from '../../scripts/lib/nginx.mjs'
import { e2eBuildOn, freePort, redisBuild, startSiteServer } from '../support/site-server'

// Firestore becomes unreachable under a running site (a production build of the e2e
// fixtures, reading the emulator through a relay this spec cuts and restores, with the
// shipped nginx configuration in front), an editor publishes during the outage, and Firestore
// comes back: the site keeps answering throughout, and serves the fresh content within
// seconds of the return. A load balancer's health check asks /api/health every second, as
// the Dockerfile's HEALTHCHECK and a Cloud Run probe do; that is what renews every page at
// once when Firestore answers again (docs/operations.md).
test.describe.configure({ mode: 'serial' })
test.setTimeout(360_000)

const run = randomUUID().slice(0, 8)

/** The events each run seeds, its own for each cache. */
function fixturesFor(cache: string) {
  const rendered = {
    id: `outage-${cache}-${run}`,
    slug: 'outage-fixture',
    title: 'Outage Fixture Talk',
  }
  const neverRendered = { id: `outage-new-${cache}-${run}`, slug: 'outage-fixture-new' }
  const eventPath = `/events/${rendered.slug}/${rendered.id}`
  const newEventPath = `/events/${neverRendered.slug}/${neverRendered.id}`
  const pages = [
    '/',
    '/events',
    eventPath,
    '/updates',
    '/fyi/dictionary/z',
    '/updates/feed.xml',
    '/updates/atom.xml',
    '/events/calendar.ics',
    `${eventPath}/calendar.ics`,
    '/sitemap.xml',
  ]
  return { rendered, neverRendered, eventPath, newEventPath, PAGES: pages }
}

let relay: Awaited<ReturnType<typeof startRelay>>
let site: Awaited<ReturnType<typeof startSiteServer>>
let base = ''
/** The same site through nginx. */
let edge = ''
let nginx: { kill(signal: NodeJS.Signals): unknown } | undefined
let healthChecks: NodeJS.Timeout | undefined

async function revalidate(request: APIRequestContext) {
  const response = await request.post(`${base}/api/revalidate`, {
    headers: { Authorization: `Bearer ${revalidateSecret}` },
    timeout: 10_000,
  })
  expect(response.status()).toBe(200)
}

/** Where the e2e build's standalone server keeps the pages it renders (under route-cache/). */
const SERVED_PAGES = join('.next-e2e', 'standalone', '.next-e2e', 'server')

/** Whether that server has a copy of `path`'s page on disk, under whatever key Next gave it. */
function keptOnDisk(path: string): boolean {
  const name = `${path.split('/').pop()}.html`
  return readdirSync(SERVED_PAGES, { recursive: true }).some(
    (file) => String(file) === name || String(file).endsWith(`${sep}${name}`),
  )
}

/** Each page's status and time; the body of the event page. */
async function probe(request: APIRequestContext, path: string) {
  const started = Date.now()
  const response = await request.get(`${base}${path}`, { maxRedirects: 0, timeout: 30_000 })
  const body = await response.text()
  return { status: response.status(), ms: Date.now() - started, body, response }
}

// The same outage with the cache in the server's memory and with it in Redis (REDIS_URL,
// the build of e2e/instances), where a publish during the outage must not delete the pages.
// The first needs only the public specs' build, so it is `npm test`'s outage smoke too.
const CACHES = [
  { name: 'memory', redis: false, tag: ['@smoke'] },
  { name: 'redis', redis: true, tag: [] },
] as const

for (const cache of CACHES) {
  test.describe(`with the cache in ${cache.name}`, { tag: [...cache.tag] }, () => {
    const { rendered, neverRendered, eventPath, newEventPath, PAGES } = fixturesFor(cache.name)
    let redis: Awaited<ReturnType<typeof startRedis>> | undefined

    test.beforeAll(async () => {
      relay = await startRelay(emulator.host)
      const env = e2eBuildOn(relay.host)
      if (cache.redis) {
        redis = await startRedis({ port: await freePort(), who: 'e2e' })
        Object.assign(env, { REDIS_URL: redis.url, NEXT_DIST_DIR: redisBuild() })
      }
      site = await startSiteServer(env)
      base = site.url
      const port = await freePort()
      nginx = await startCachingProxy({ port, upstream: new URL(base).host })
      edge = `http://127.0.0.1:${port}`
      healthChecks = setInterval(() => {
        fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined)
      }, 1_000)
    })

    test.afterEach(async ({}, testInfo) => {
      if (testInfo.status !== testInfo.expectedStatus) {
        console.log(`[outage] the server's log:\n${site?.lines.slice(-60).join('\n')}`)
      }
    })

    test.afterAll(async () => {
      clearInterval(healthChecks)
      nginx?.kill('SIGTERM')
      await site?.stop()
      relay?.close()
      await redis?.stop()
    })

    test('the site keeps answering through a Firestore outage and recovers without a restart', async ({
      browser,
      page,
      request,
    }) => {
      const start = new Date(Date.now() + 20 * 86_400_000)
      await seedEvent({ ...rendered, start })
      await revalidate(request)
      // Rendered once while Firestore is up, every page and file.
      for (const path of PAGES) {
        await expect
          .poll(async () => (await probe(request, path)).status, { message: path })
          .toBe(200)
      }
      await expect
        .poll(async () => (await probe(request, eventPath)).body)
        .toContain(rendered.title)
      // A second event, published before the outage: its URL is known, its page never rendered.
      await seedEvent({
        id: neverRendered.id,
        slug: neverRendered.slug,
        title: 'Outage New',
        start,
      })
      await revalidate(request)
      // That publish, with Firestore up, expired the pages: visitors render them again (and any
      // event URL makes the proxy read the index afresh, the new event with it).
      for (const path of PAGES) expect((await probe(request, path)).status, path).toBe(200)

      await relay.cut()
      const timings: string[] = []
      const answersFromCache = async (step: string) => {
        for (const path of PAGES) {
          const { status, ms } = await probe(request, path)
          timings.push(`${step} ${path}: ${status} in ${ms} ms`)
          expect(status, `${step}: ${path}`).toBe(200)
          expect(ms, `${step}: ${path}`).toBeLessThan(2_000)
        }
      }
      await answersFromCache('outage')

      // An editor publishes while Firestore is unreachable: the last good pages stay up.
      await updateEmulatorDocument({
        ...emulator,
        collection: 'showcase',
        id: rendered.id,
        data: { title: `${rendered.title} (moved)` },
      })
      await revalidate(request)
      await answersFromCache('after the publish')
      // Give the background renders time to fail against the read deadline, then ask again.
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      await answersFromCache('again')
      const stale = await probe(request, eventPath)
      expect(stale.body).toContain(rendered.title)
      expect(stale.body).not.toContain(`${rendered.title} (moved)`)

      // A page never rendered: Next alone answers 500 within the read deadline, never a hang;
      // nginx in front makes it a 503 with Retry-After and the site's own words in its layout.
      const alone = await probe(request, newEventPath)
      timings.push(`outage ${newEventPath}: ${alone.status} in ${alone.ms} ms`)
      expect(alone.status).toBe(500)
      expect(alone.ms).toBeLessThan(10_000)
      const fresh = await request.get(`${edge}${newEventPath}`, { timeout: 30_000 })
      expect(fresh.status()).toBe(503)
      expect(fresh.headers()['retry-after']).toMatch(/^\d+$/)
      expect(fresh.headers()['cache-control']).toBe('no-store')
      expect(await fresh.text()).toContain('This page is not available just now')
      await page.goto(`${edge}${newEventPath}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This page is not available just now',
      )
      await expect(page.getByRole('link', { name: 'Showcase' }).first()).toBeVisible()
      // Without JavaScript too: the server sends the prerendered app/(site)/unavailable page.
      const noScript = await browser.newContext({ javaScriptEnabled: false })
      try {
        const plain = await noScript.newPage()
        const answer = await plain.goto(`${edge}${newEventPath}`)
        expect(answer?.status()).toBe(503)
        await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
          'This page is not available just now',
        )
        await expect(plain.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '')
        await expect(plain.getByRole('link', { name: 'Showcase' }).first()).toBeVisible()
      } finally {
        await noScript.close()
      }

      await relay.restore()
      const back = Date.now()
      let seenAfter = Infinity
      while (Date.now() - back < 30_000) {
        const { status, body } = await probe(request, eventPath)
        if (status === 200 && body.includes(`${rendered.title} (moved)`)) {
          seenAfter = Date.now() - back
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      timings.push(`fresh content ${seenAfter} ms after Firestore came back`)
      // When the server saw it (a health check's probe), from its own log.
      const noticed = site.lines.find((line) => line.includes('Firestore answers again'))
      const noticedAt = noticed ? Date.parse(JSON.parse(noticed).time) : NaN
      timings.push(`the server noticed ${noticedAt - back} ms after`)
      console.log(`[outage, ${cache.name}] ${timings.join('; ')}`)
      // Next alone waits up to 30 s before retrying a page whose renewal failed; /api/health
      // renews every page as soon as a probe finds Firestore back, and the gRPC channel retries
      // at least every 2 s (lib/firebase/admin.ts).
      expect(seenAfter, `fresh ${seenAfter} ms after Firestore came back`).toBeLessThanOrEqual(
        5_000,
      )
      expect((await probe(request, newEventPath)).status).toBe(200)
      if (!cache.redis) {
        // The last test starts a server that must read this page back from disk. Next writes
        // it there after answering, and keeps no copy of a render a renewal overlapped
        // (lib/cache-handlers/file-system.mjs): wait for the copy, asking again until it is kept.
        await expect
          .poll(
            async () =>
              keptOnDisk(newEventPath) ||
              ((await probe(request, newEventPath)).status === 200 && keptOnDisk(newEventPath)),
            { message: `${newEventPath} kept on disk`, timeout: 15_000 },
          )
          .toBe(true)
      }
    })
  })
}

test('a server started while Firestore is down serves what it has and says so in one line', async ({
  request,
}) => {
  // Rendered by the servers before it (the outage above, after Firestore came back).
  const before = fixturesFor('memory')
  // Published, but no server has rendered its page.
  const never = fixturesFor('late')
  const start = new Date(Date.now() + 20 * 86_400_000)
  await seedEvent({ ...never.rendered, title: 'Outage Never Rendered', start })
  const down = await startRelay(emulator.host)
  await down.cut()
  const late = await startSiteServer(e2eBuildOn(down.host))
  // Next prints its banner before instrumentation.ts makes every line JSON.
  const messageOf = (line: string) => {
    try {
      return String(JSON.parse(line).message ?? line)
    } catch {
      return line
    }
  }
  const messages = () => late.lines.map(messageOf)
  try {
    // Prerendered with the build, or renewed since by the servers before it and read back
    // from the disk cache (lib/cache-handlers/file-system.mjs).
    for (const path of ['/', '/events', '/updates', '/about', '/fyi', '/contact']) {
      const served = await request.get(`${late.url}${path}`, { timeout: 10_000 })
      console.log(`[outage] late server: ${path} ${served.headers()['x-nextjs-cache']}`)
      expect(served.status(), path).toBe(200)
    }
    for (const path of [before.eventPath, before.newEventPath]) {
      const served = await request.get(`${late.url}${path}`, { timeout: 10_000 })
      expect(served.status(), path).toBe(200)
      expect(served.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/)
    }
    // Never rendered: Next's 500 within the read deadline (the gate has no index yet, so the
    // page decides), never a hang.
    const started = Date.now()
    const fresh = await request.get(`${late.url}${never.eventPath}`, { timeout: 30_000 })
    expect(fresh.status()).toBe(500)
    expect(Date.now() - started).toBeLessThan(10_000)
    // One line for the whole outage, however many requests.
    for (let i = 0; i < 3; i += 1) await request.get(`${late.url}${never.eventPath}`)
    await expect
      .poll(() => messages().filter((l) => l.startsWith('[startup] Firestore cannot be reached')), {
        timeout: 20_000,
      })
      .toHaveLength(1)
  } finally {
    console.log(`[outage] a server started during the outage logged:\n${late.lines.join('\n')}`)
    await late.stop()
    down.close()
  }
})
