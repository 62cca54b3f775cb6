import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { generateETag } from 'next/dist/server/lib/etag'
import FileSystemPagesCache, { writesUnderWay } from './file-system.mjs'

// The handler as Next calls it, in the few words this test uses.
interface PagesCache {
  set(key: string, data: object, ctx: object): Promise<void>
  get(
    key: string,
    ctx: object,
  ): Promise<{
    value: { html: string; rscData?: Buffer; headers?: Record<string, string> }
  } | null>
}
const Handler = FileSystemPagesCache as unknown as new (options: object) => PagesCache

const KEY = '/route-cache/APP_PAGE/abc/$/events'
const KEPT = '/route-cache/APP_PAGE/abc/$/updates'
const page = {
  kind: 'APP_PAGE',
  html: '<html>the showcase</html>',
  rscData: Buffer.from('payload'),
  postponed: undefined,
  headers: { 'x-next-cache-tags': 'events' },
  status: 200,
  segmentData: undefined,
}
const context = { isRoutePPREnabled: true, isFallback: false, cacheControl: { revalidate: 60 } }

function cache(serverDistDir: string) {
  return new Handler({ fs: nodeFs, serverDistDir, flushToDisk: true })
}

describe('the file-system cache of pages', () => {
  it('writes a complete page with its payload, so a new process can read it back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-cache-'))
    await cache(dir).set(KEY, page, context)
    expect(existsSync(join(dir, `${KEY}.rsc`))).toBe(true)

    const read = await cache(dir).get(KEY, { kind: 'APP_PAGE', ...context })
    expect(read?.value).toMatchObject({ kind: 'APP_PAGE', html: page.html })
    expect(String(read?.value.rscData)).toBe('payload')
  })

  it('lists a write while it is under way, so the server can wait for it before it exits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-cache-'))
    const write = cache(dir).set(KEY, page, context)
    expect(writesUnderWay.size).toBe(1)
    await write
    expect(writesUnderWay.size).toBe(0)
    expect(existsSync(join(dir, `${KEY}.html`))).toBe(true)
  })

  it('stores a page with its ETag, which a new process reads back with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-cache-'))
    await cache(dir).set(KEY, page, context)
    const meta = JSON.parse(readFileSync(join(dir, `${KEY}.meta`), 'utf8'))
    expect(meta.headers.etag).toBe(generateETag(page.html))
    const read = await cache(dir).get(KEY, { kind: 'APP_PAGE', ...context })
    expect(read?.value.headers?.etag).toBe(generateETag(page.html))
  })

  it('gives a page the build wrote without an ETag one when it is first read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-cache-'))
    await cache(dir).set(KEY, page, context)
    // As `next build` writes a prerendered page: Next's own handler, no ETag in its headers.
    const meta = JSON.parse(readFileSync(join(dir, `${KEY}.meta`), 'utf8'))
    writeFileSync(join(dir, `${KEY}.meta`), JSON.stringify({ ...meta, headers: page.headers }))
    const handler = cache(dir)
    const read = await handler.get(KEY, { kind: 'APP_PAGE', ...context })
    expect(read?.value.headers).toEqual({ ...page.headers, etag: generateETag(page.html) })
  })

  it('leaves a page with a postponed part as Next writes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-cache-'))
    await cache(dir).set(KEY, { ...page, postponed: 'state' }, context)
    expect(existsSync(join(dir, `${KEY}.html`))).toBe(true)
    expect(existsSync(join(dir, `${KEY}.rsc`))).toBe(false)
  })
})

// Next's record of expired tags, as revalidateTag and updateTag write it, on its own clock.
const { tagsManifest } = jest.requireActual<{
  tagsManifest: Map<string, { expired?: number }>
}>('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
const at = () => performance.timeOrigin + performance.now()
afterEach(() => tagsManifest.clear())

describe('a page whose content an edit changed while it rendered', () => {
  it('is not kept, so the next request renders it again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-cache-'))
    const handler = cache(dir)
    expect(await handler.get(KEY, { kind: 'APP_PAGE', ...context })).toBeNull() // render begins
    tagsManifest.set('events', { expired: at() }) // an editor saves meanwhile
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler.set(KEY, page, context) // the render, from before the save, ends
    expect(existsSync(join(dir, `${KEY}.html`))).toBe(false)
    expect(await handler.get(KEY, { kind: 'APP_PAGE', ...context })).toBeNull()
  })

  it('is kept when the edit came before the render began', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-cache-'))
    const handler = cache(dir)
    // A second before: Next stamps stored pages by Date.now(), the manifest by the
    // performance clock, and the two may differ by milliseconds.
    tagsManifest.set('events', { expired: at() - 1_000 })
    expect(await handler.get(KEPT, { kind: 'APP_PAGE', ...context })).toBeNull()
    await handler.set(KEPT, page, context)
    expect(existsSync(join(dir, `${KEPT}.html`))).toBe(true)
    const read = await handler.get(KEPT, { kind: 'APP_PAGE', ...context })
    expect(read?.value).toMatchObject({ html: page.html })
  })
})

describe('a page whose earlier render failed', () => {
  it('is kept when its new render began after the edit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-cache-'))
    const handler = cache(dir)
    const key = '/route-cache/APP_PAGE/abc/$/fyi'
    // A render that never stored anything (Firestore was down), then content renewed.
    expect(await handler.get(key, { kind: 'APP_PAGE', ...context })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    tagsManifest.set('events', { expired: at() })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await handler.get(key, { kind: 'APP_PAGE', ...context })).toBeNull() // renders again
    await handler.set(key, page, context)
    expect(existsSync(join(dir, `${key}.html`))).toBe(true)
  })
})
