// The cache of rendered pages without REDIS_URL (next.config.mjs): Next's own file-system
// cache, with one fix. With partial prerendering on (cacheComponents turns it on), Next 16.4
// writes a regenerated page without its RSC payload, yet reads that payload back for every
// complete page, so the copy on disk can never be read: once the page leaves the memory
// cache, or in a new process, it is a MISS and rendered while the visitor waits (503 while
// Firestore is down). vercel/next.js#98306, fixed by the open #98307 in the same way: the
// payload of a complete page (nothing postponed) is written too.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const {
  default: FileSystemCache,
} = require('next/dist/server/lib/incremental-cache/file-system-cache.js')

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

export default class FileSystemPagesCache extends FileSystemCache {
  async set(key, data, ctx) {
    // Written as for a route without partial prerendering: the page, its payload, its meta.
    return super.set(
      key,
      data,
      skipsPayload(data, ctx) ? { ...ctx, isRoutePPREnabled: false } : ctx,
    )
  }
}
