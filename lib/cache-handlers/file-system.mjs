// The cache of rendered pages without REDIS_URL (next.config.mjs): Next's own file-system
// cache, with one fix. With partial prerendering on (cacheComponents turns it on), Next 16.4
// writes a regenerated page without its RSC payload, yet reads that payload back for every
// complete page, so the copy on disk can never be read: once the page leaves the memory
// cache, or in a new process, it is a MISS and rendered while the visitor waits (503 while
// Firestore is down). vercel/next.js#98306, fixed by the open #98307 in the same way: the
// payload of a complete page (nothing postponed) is written too.
//
// And it prepares each page once (./prepared-page.mjs: its ETag, its HTML in ASCII), not Next
// on every request.
//
// And one guard: a page that may have been rendered from content an edit changed while it
// rendered is not kept (./render-starts.mjs). Without it a render that began before an
// editor's save and ended after it was served until the next regeneration (seen with two
// editors saving at once: the second save did not show).
import { createRequire } from 'node:module'
import { renderStarts } from './render-starts.mjs'
import { preparedPage } from './prepared-page.mjs'

const require = createRequire(import.meta.url)
const {
  default: FileSystemCache,
} = require('next/dist/server/lib/incremental-cache/file-system-cache.js')
// Next's own record of when each tag was expired, shared by all its bundles.
const {
  areTagsExpired,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/** By the clock of Next's tags manifest. */
const renders = renderStarts(() => performance.timeOrigin + performance.now())

/**
 * The writes to disk under way. Next writes a page it has just rendered while the response
 * goes out, so a server that exits as soon as its last response is sent (a restart, a new
 * deployment) could leave that page out of the disk cache the next process reads from: the
 * site's server waits for these first (scripts/serve.mjs).
 * @type {Set<Promise<unknown>>}
 */
export const writesUnderWay = (globalThis.__pageWritesUnderWay ??= new Set())

/** Whether Next would skip the payload of this page that it reads back later. */
export function skipsPayload(data, ctx) {
  return Boolean(
    data?.kind === 'APP_PAGE' &&
    data.postponed == null &&
    data.rscData &&
    ctx?.isRoutePPREnabled &&
    !ctx.isFallback &&
    !ctx.fetchCache,
  )
}

/** Whether a tag of this page was expired after `since`, while the page rendered. */
export function changedWhileRendering(data, since) {
  const tags = data?.headers?.['x-next-cache-tags']
  return typeof tags === 'string' && since !== undefined && areTagsExpired(tags.split(','), since)
}

export default class FileSystemPagesCache extends FileSystemCache {
  async get(key, ctx) {
    const found = await super.get(key, ctx)
    renders.lookedUp(key, Boolean(found))
    // The entry Next's memory cache holds: it is prepared the first time only. Pages
    // the build prerendered have none until then.
    if (found) found.value = preparedPage(found.value)
    return found
  }

  async set(key, data, ctx) {
    const since = renders.take(key)
    // Not kept: the next visitor's request finds the page expired and renders it again.
    if (changedWhileRendering(data, since)) return
    // Written as for a route without partial prerendering: the page, its payload, its meta.
    const write = super.set(
      key,
      preparedPage(data),
      skipsPayload(data, ctx) ? { ...ctx, isRoutePPREnabled: false } : ctx,
    )
    writesUnderWay.add(write)
    try {
      return await write
    } finally {
      writesUnderWay.delete(write)
    }
  }
}
