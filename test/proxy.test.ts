import { NextRequest } from 'next/server'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { config, proxy } from '@/proxy'

// proxy.ts called as Next calls it, and its matcher as Next reads it, for what a stranger may
// send: Next's internal headers. No Firestore needed: they are answered before the gate.

const SITE = 'http://localhost:3000'

const call = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`${SITE}${path}`, { headers }))

/** Whether Next runs proxy.ts for this request at all. */
const runs = (path: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url: path, headers })

describe("proxy.ts and Next's internal headers", () => {
  // Next acts on some of these from outside (x-prerender-revalidate renders a page again,
  // x-middleware-prefetch answers an empty body); the others are refused as well, whatever
  // their value, so none is ever worth a try.
  it.each([
    ['x-prerender-revalidate', 'anything'],
    ['x-prerender-revalidate-if-generated', '1'],
    ['x-middleware-subrequest', 'proxy:proxy:proxy:proxy:proxy'],
    ['x-middleware-prefetch', '1'],
    ['x-middleware-invoke', '1'],
    ['x-middleware-request-cookie', 'a=b'],
    ['x-now-route-matches', '1=x'],
    ['x-matched-path', '/admin'],
    ['x-invoke-path', '/admin'],
    ['next-router-anything', '1'],
    ['X-Middleware-Cache', 'no-cache'],
  ])('answers 400 to %s on any path it runs for', async (name, value) => {
    for (const path of ['/events/some-event/abc', '/updates/x/y', '/%zz', '/admin/events']) {
      const response = await call(path, { [name]: value })
      expect(`${path} ${response.status}`).toBe(`${path} 400`)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it.each([
    'x-prerender-revalidate',
    'x-prerender-revalidate-if-generated',
    'x-middleware-subrequest',
    'x-middleware-prefetch',
    'x-invoke-path',
  ])('runs for %s on every path, pages and files alike', (name) => {
    for (const path of ['/', '/about', '/events', '/robots.txt', '/_next/static/chunks/a.js']) {
      expect(`${path} ${runs(path, { [name]: '1' })}`).toBe(`${path} true`)
    }
  })

  // Next's own client router sends these on every navigation and prefetch.
  it("lets the client router's headers through", async () => {
    const router = {
      rsc: '1',
      'next-router-state-tree': '%5B%22%22%5D',
      'next-router-prefetch': '1',
      'next-router-segment-prefetch': '/_tree',
      'next-url': '/events',
    }
    expect(runs('/about', router)).toBe(false)
    const response = await call('/%zz', router)
    expect(response.status).not.toBe(400)
  })
})
