import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import FileSystemPagesCache from './file-system.mjs'
import { FileSystemCache, tagsManifest, WRITTEN_FOR_NEXT } from './next-internals.mjs'
import nextPackage from 'next/package.json'
import { removeTempDirs, tempDir } from '@/test/support/temp-dirs'

// The handler as Next calls it, in the few words this test uses.
interface PagesCache {
  set(key: string, data: object, ctx: object): Promise<void>
  get(key: string, ctx: object): Promise<{ value: { html: string; rscData?: Buffer } } | null>
}
type Cache = new (options: object) => PagesCache

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
afterAll(removeTempDirs)

function cache(serverDistDir: string, Handler: Cache = FileSystemPagesCache as unknown as Cache) {
  return new Handler({ fs: nodeFs, serverDistDir, flushToDisk: true })
}

describe('the file-system cache of pages', () => {
  it('writes a complete page with its payload, so a new process can read it back', async () => {
    const dir = tempDir('pages-cache')
    await cache(dir).set(KEY, page, context)
    expect(existsSync(join(dir, `${KEY}.rsc`))).toBe(true)

    const read = await cache(dir).get(KEY, { kind: 'APP_PAGE', ...context })
    expect(read?.value).toMatchObject({ kind: 'APP_PAGE', html: page.html })
    expect(String(read?.value.rscData)).toBe('payload')
  })

  it('leaves a page with a postponed part as Next writes it', async () => {
    const dir = tempDir('pages-cache')
    await cache(dir).set(KEY, { ...page, postponed: 'state' }, context)
    expect(existsSync(join(dir, `${KEY}.html`))).toBe(true)
    expect(existsSync(join(dir, `${KEY}.rsc`))).toBe(false)
  })
})

describe("Next's internals this folder uses", () => {
  // A new Next fails here first: check lib/cache-handlers/next-internals.mjs and the
  // upstream notes in docs/upstream/, then move WRITTEN_FOR_NEXT to it.
  it('are those of the Next version they were written for', () => {
    expect(nextPackage.version).toBe(WRITTEN_FOR_NEXT)
  })
})

describe("Next's own cache, unpatched (vercel/next.js#98306)", () => {
  // When this fails, Next writes the payload itself: remove the fix from ./file-system.mjs
  // (keep the guard) and this test, and update docs/upstream/.
  it('still writes a complete page without the payload it reads back', async () => {
    const dir = tempDir('pages-cache')
    const stock = cache(dir, FileSystemCache as unknown as Cache)
    await stock.set(KEY, page, context)
    expect(existsSync(join(dir, `${KEY}.html`))).toBe(true)
    expect(existsSync(join(dir, `${KEY}.rsc`))).toBe(false)
    expect(
      await cache(dir, FileSystemCache as unknown as Cache).get(KEY, {
        kind: 'APP_PAGE',
        ...context,
      }),
    ).toBeNull()
  })
})

// Next's record of expired tags, as revalidateTag and updateTag write it, on its own clock.
const manifest = tagsManifest as Map<string, { expired?: number }>
const at = () => performance.timeOrigin + performance.now()
afterEach(() => manifest.clear())

describe('a page whose content an edit changed while it rendered', () => {
  it('is not kept, so the next request renders it again', async () => {
    const dir = tempDir('pages-cache')
    const handler = cache(dir)
    expect(await handler.get(KEY, { kind: 'APP_PAGE', ...context })).toBeNull() // render begins
    manifest.set('events', { expired: at() }) // an editor saves meanwhile
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler.set(KEY, page, context) // the render, from before the save, ends
    expect(existsSync(join(dir, `${KEY}.html`))).toBe(false)
    expect(await handler.get(KEY, { kind: 'APP_PAGE', ...context })).toBeNull()
  })

  it('is kept when the edit came before the render began', async () => {
    const dir = tempDir('pages-cache')
    const handler = cache(dir)
    // A second before: Next stamps stored pages by Date.now(), the manifest by the
    // performance clock, and the two may differ by milliseconds.
    manifest.set('events', { expired: at() - 1_000 })
    expect(await handler.get(KEPT, { kind: 'APP_PAGE', ...context })).toBeNull()
    await handler.set(KEPT, page, context)
    expect(existsSync(join(dir, `${KEPT}.html`))).toBe(true)
    const read = await handler.get(KEPT, { kind: 'APP_PAGE', ...context })
    expect(read?.value).toMatchObject({ html: page.html })
  })
})

describe('a page whose earlier render failed', () => {
  it('is kept when its new render began after the edit', async () => {
    const dir = tempDir('pages-cache')
    const handler = cache(dir)
    const key = '/route-cache/APP_PAGE/abc/$/fyi'
    // A render that never stored anything (Firestore was down), then content renewed.
    expect(await handler.get(key, { kind: 'APP_PAGE', ...context })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    manifest.set('events', { expired: at() })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await handler.get(key, { kind: 'APP_PAGE', ...context })).toBeNull() // renders again
    await handler.set(key, page, context)
    expect(existsSync(join(dir, `${key}.html`))).toBe(true)
  })
})
