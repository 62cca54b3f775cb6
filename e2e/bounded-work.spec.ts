import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { SITE_FIXTURES as F } from './fixtures/site.mjs'

// Requests anyone may send, each of which once cost the server work without bound: sent to
// Next's own server (E2E_BASE_URL), with no nginx in front to strip or refuse anything.
// Requests only, no browser.

/**
 * The build as its standalone server reads and writes it (.next-e2e/standalone/.next-e2e), when
 * the harness says which it is; not for the App Hosting adapter's build (test/support/e2e.mjs).
 */
const dist = process.env.NEXT_DIST_DIR
const served = dist && join(dist, 'standalone', basename(dist))

/**
 * Skips a test that reads the build's files where there are none to read: only the App
 * Hosting stage, whose build lives elsewhere, says so (E2E_BUILD_FILES). On CI, or where the
 * harness names a build that is not there, a missing build fails the test, never passes it.
 */
function skipWithoutBuildFiles(reason: string) {
  if (served && existsSync(served)) return
  const elsewhere = process.env.E2E_BUILD_FILES === 'elsewhere'
  if (served || (process.env.CI && !elsewhere)) {
    throw new Error(`No build files at ${served || '(NEXT_DIST_DIR unset)'}, so ${reason}`)
  }
  test.skip(true, reason)
}

/** The files of the image optimiser's cache, or none before its first picture. */
function imageCacheFiles(): string[] {
  if (!served) return []
  try {
    return readdirSync(join(served, 'cache', 'images'), { recursive: true, encoding: 'utf8' })
  } catch {
    return []
  }
}

test('other spellings of a picture are refused, so each picture has a bounded set of copies', async ({
  request,
}) => {
  const picture = '/images/video-poster.jpg'
  const optimised = (url: string, w = 640) =>
    request.get(`/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=75`, {
      // Resized to JPEG, which no browser here asks for (they take AVIF): the .jpeg files in
      // the cache are this test's.
      headers: { Accept: 'image/jpeg' },
    })
  const mine = () => imageCacheFiles().filter((file) => file.endsWith('.jpeg'))

  const plain = await optimised(picture)
  expect(plain.status()).toBe(200)
  expect(plain.headers()['content-type']).toBe('image/jpeg')
  const before = mine().length

  // Each a new address to the optimiser as it was: fetched, decoded, resized and stored again
  // (1.6 s of CPU and a new file each for a 12-megapixel photo at 3840 px wide).
  const variants = Array.from(
    { length: 100 },
    (_, i) =>
      [`${picture}?v=${i}`, `${picture}?${i}`, `${picture}#${i}`, `${picture}?w=1&q=${i}`][i % 4]!,
  )
  const statuses = new Map<number, number>()
  for (let i = 0; i < variants.length; i += 10) {
    const answers = await Promise.all(variants.slice(i, i + 10).map((url) => optimised(url)))
    for (const answer of answers) {
      statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1)
    }
  }
  const written = mine().length - before
  console.log(
    `[bounded work] 100 spellings of ${picture}: ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `${written} files written`,
  )
  expect(Object.fromEntries(statuses)).toEqual({ 400: 100 })
  expect(written).toBe(0)
  // The same picture spelled with an escape, a dot segment or a bare '?'.
  for (const url of ['/images/video-p%6Fster.jpg', '/images/./video-poster.jpg', `${picture}?`]) {
    expect(`${url} ${(await optimised(url)).status()}`).toBe(`${url} 400`)
  }

  // The widths and the quality the pages use, and no others.
  expect((await optimised(picture, 3840)).status()).toBe(400)
  expect((await optimised(picture, 2048)).status()).toBe(400)
  expect((await optimised(picture, 1920)).status()).toBe(200)
  const q90 = await request.get(`/_next/image?url=${encodeURIComponent(picture)}&w=640&q=90`)
  expect(q90.status()).toBe(400)
})

test("Next's revalidation header is refused even with the build's own draft-mode value", async ({
  request,
}) => {
  skipWithoutBuildFiles("the build's draft-mode value is read from its files")
  // Next skips proxy.ts for this value (every editor's draft-mode cookie holds it) and
  // renders the page again, past every cache: one full render per request.
  const { previewModeId } = JSON.parse(
    readFileSync(join(served!, 'server', 'preview-props.json'), 'utf8'),
  ) as { previewModeId: string }
  expect(previewModeId).toMatch(/^[0-9a-f]{32}$/)
  for (const value of [previewModeId, 'anything']) {
    for (const path of ['/', '/about', '/robots.txt', '/updates/feed.xml']) {
      const response = await request.get(path, {
        headers: { 'x-prerender-revalidate': value },
        maxRedirects: 0,
      })
      expect(`${path} ${response.status()}`).toBe(`${path} 400`)
      expect(response.headers()['cache-control']).toMatch(/no-store/)
    }
  }
  const post = await request.post('/about', {
    headers: { 'x-prerender-revalidate': previewModeId },
    maxRedirects: 0,
  })
  expect(post.status()).toBe(400)
})

test("Next's other internal headers are refused, or dropped by Next before any code", async ({
  request,
}) => {
  // Acted on by Next (an empty answer instead of the page), so refused on every path.
  for (const path of ['/about', '/events']) {
    const response = await request.get(path, { headers: { 'x-middleware-prefetch': '1' } })
    expect(`${path} ${response.status()}`).toBe(`${path} 400`)
  }
  // Deleted by Next's server as the request arrives (router-server's filterInternalHeaders),
  // before proxy.ts or any page could see them: the page is answered as without them.
  const dropped: Record<string, string>[] = [
    { 'x-now-route-matches': 'nxtPslug=x' },
    { 'x-matched-path': '/admin' },
    { 'x-middleware-rewrite': '/admin' },
    { 'x-middleware-next': '1' },
  ]
  for (const headers of dropped) {
    const response = await request.get('/about', { headers, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('<h1')
  }
  // The client router's own headers still pass, on a page proxy.ts judges (Next first sends
  // a request without its ?_rsc= cache-buster to the address with it: followed here).
  const rsc = await request.get(`/events/${F.onNowEvent.slug}/${F.onNowEvent.id}`, {
    headers: { rsc: '1', 'next-router-prefetch': '1' },
  })
  expect(rsc.status()).toBe(200)
  expect(rsc.headers()['content-type']).toContain('text/x-component')
})
