import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { proxyURL, revalidateSecret } from './support/env'
import { seedEvent } from './support/seed-event'

// The caching proxy the project ships (scripts/ops/nginx/caching-proxy.conf), in front of this
// run's site. A query string no other test uses gives each test pages of its own in the cache.
const probe = () => `probe=${randomUUID().slice(0, 8)}`

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(`${proxyURL()}${path}`, { headers, maxRedirects: 0 })
}

test.describe('the caching proxy', () => {
  test('serves a public page from its cache, a compressed copy for each encoding', async ({
    request,
  }) => {
    const path = `/about?${probe()}`
    const first = await get(request, path)
    expect(first.status()).toBe(200)
    expect(first.headers()['x-cache-status']).toBe('MISS')
    const second = await get(request, path)
    expect(second.headers()['x-cache-status']).toBe('HIT')
    expect(await second.text()).toBe(await first.text())

    // Each encoding has a copy of its own in the cache: asked again, it is a HIT in that encoding.
    for (const encoding of ['br', 'gzip']) {
      const headers = { 'Accept-Encoding': encoding }
      const compressed = await request.fetch(`${proxyURL()}${path}`, { headers })
      expect(compressed.headers()['content-encoding']).toBe(encoding)
      const again = await request.fetch(`${proxyURL()}${path}`, { headers })
      expect(again.headers()['x-cache-status'], encoding).toBe('HIT')
      expect(again.headers()['content-encoding']).toBe(encoding)
      // Playwright hands back the body decoded: the same page either way.
      expect(await again.text()).toBe(await first.text())
    }
  })

  test('takes an editor’s save with pictures, and refuses other bodies itself', async ({
    request,
  }) => {
    const post = (path: string, megabytes: number, cookie?: string) =>
      request.post(`${proxyURL()}${path}`, {
        data: Buffer.alloc(megabytes * 1024 * 1024),
        headers: {
          'Content-Type': 'application/octet-stream',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        maxRedirects: 0,
      })
    // A save (text: up to 2 MB) or one file sent ahead of it (up to 10 MB, to /admin/uploads)
    // from someone signed in reaches the site's check; more, or any post to the admin area
    // without a session, nginx refuses itself.
    expect((await post('/admin/events/new', 1, '__session=x')).status()).not.toBe(413)
    expect((await post('/admin/events/new', 3, '__session=x')).status()).toBe(413)
    expect((await post('/admin/uploads', 9, '__session=x')).status()).not.toBe(413)
    expect((await post('/admin/uploads', 11, '__session=x')).status()).toBe(413)
    const anonymous = await post('/admin/events/new', 1)
    expect(anonymous.status()).toBe(401)
    expect(anonymous.headers()['x-cache-status']).toBeUndefined()
    // Nothing public takes a body: over 1 MB is refused at the door.
    expect((await post('/about', 2)).status()).toBe(413)
  })

  test('a crafted router request cannot leave a redirect where a real prefetch reads', async ({
    page,
    request,
  }) => {
    // A real prefetch, as the browser sends it for a link on a page served through nginx:
    // held back, so the cache has not seen it.
    const prefetches: { url: string; headers: Record<string, string> }[] = []
    await page.route(/[?&]_rsc=/, async (route) => {
      prefetches.push({ url: route.request().url(), headers: await route.request().allHeaders() })
      await route.abort()
    })
    await page.goto(`${proxyURL()}/about?${probe()}`)
    await expect.poll(() => prefetches.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const real = prefetches[0]!
    const headers = Object.fromEntries(
      Object.entries(real.headers).filter(([name]) => /^(rsc|next-)/i.test(name)),
    )
    // The same URL with another router state: Next answers it with a redirect to the _rsc
    // value those headers call for. Sent twice, it is never kept.
    const crafted = { ...headers, 'next-router-state-tree': encodeURIComponent('["",{}]') }
    for (let i = 0; i < 2; i++) {
      const redirect = await request.get(real.url, { headers: crafted, maxRedirects: 0 })
      if (redirect.status() >= 300 && redirect.status() < 400) {
        expect(redirect.headers()['x-cache-status']).not.toBe('HIT')
      }
    }
    // The real prefetch then gets the page's payload, not the crafted answer.
    const answer = await request.get(real.url, { headers, maxRedirects: 0 })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toContain('text/x-component')
  })

  test('never stores an editor’s preview, session or admin page', async ({ request }) => {
    for (const cookie of [
      '__prerender_bypass=whatever',
      '__preview=whatever',
      '__session=whatever',
    ]) {
      const path = `/about?${probe()}`
      for (let i = 0; i < 2; i++) {
        const response = await get(request, path, { Cookie: cookie })
        expect(response.headers()['x-cache-status'], cookie).toBe('BYPASS')
      }
      // …and a visitor after them gets a page the cookie never touched.
      expect((await get(request, path)).headers()['x-cache-status']).toBe('MISS')
    }
    const admin = `/admin/sign-in?${probe()}`
    for (let i = 0; i < 2; i++) {
      const response = await get(request, admin)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toMatch(/no-store/)
      // Passed straight through: never looked up in the cache, never waits for its lock.
      expect(response.headers()['x-cache-status']).toBeUndefined()
    }
    const health = await get(request, '/api/health')
    expect(health.status()).toBe(200)
    expect(health.headers()['x-cache-status']).toBeUndefined()
  })

  test('an edit shows through the proxy within 5 seconds of its revalidation', async ({
    request,
  }) => {
    const id = `proxy-${randomUUID().slice(0, 8)}`
    const path = `/events/proxy-fixture/${id}`
    const write = (title: string) =>
      seedEvent({
        id,
        title,
        slug: 'proxy-fixture',
        start: new Date(Date.now() + 30 * 86_400_000),
      })
    const revalidate = async () => {
      const response = await request.post('/api/revalidate', {
        headers: { Authorization: `Bearer ${revalidateSecret}` },
        data: { tags: ['events'] },
      })
      expect(response.ok()).toBe(true)
    }
    const shows = async (text: string, within: number) => {
      const started = Date.now()
      while (Date.now() - started < within) {
        const response = await get(request, path)
        if (response.status() === 200 && (await response.text()).includes(text)) {
          return Date.now() - started
        }
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      return Infinity
    }

    await write('Proxy Fixture Before')
    await revalidate()
    expect(await shows('Proxy Fixture Before', 15_000)).toBeLessThan(15_000)
    // Cached at the proxy now; an edit and its revalidation must get through it.
    expect((await get(request, path)).headers()['x-cache-status']).toMatch(/HIT|UPDATING|STALE/)
    await write('Proxy Fixture After')
    await revalidate()
    const took = await shows('Proxy Fixture After', 10_000)
    console.log(`[proxy] an edit showed through the caching proxy in ${took} ms`)
    expect(took).toBeLessThanOrEqual(5_000)
  })
})
