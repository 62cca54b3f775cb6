// The cache of rendered pages without REDIS_URL (next.config.mjs): Next's own file-system
// cache, with one fix and one guard (docs/upstream/).
// - The fix, vercel/next.js#98306 (open fix: #98307): with partial prerendering on
//   (cacheComponents turns it on) Next writes a regenerated page without its RSC payload, yet
//   reads that payload back for every complete page, so the copy on disk can never be read:
//   in a new process the page is rendered while the visitor waits (a 500 while Firestore is
//   down). Here the payload of a complete page (nothing postponed) is written too.
// - The guard: a page that may have been rendered from content an edit changed while it
//   rendered is not kept (./render-starts.mjs), or a render begun before an editor's save
//   and ended after it would be served until the next regeneration.
import { FileSystemCache, areTagsExpired } from './next-internals.mjs'
import { renderStarts } from './render-starts.mjs'

/** By the clock of Next's tags manifest. */
const renders = renderStarts(() => performance.timeOrigin + performance.now())

/** Whether Next would skip the payload of this page that it reads back later (#98306). */
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
    return found
  }

  async set(key, data, ctx) {
    const since = renders.take(key)
    // Not kept: the next visitor's request finds the page expired and renders it again.
    if (changedWhileRendering(data, since)) return
    // Written as for a route without partial prerendering: the page, its payload, its meta.
    return super.set(
      key,
      data,
      skipsPayload(data, ctx) ? { ...ctx, isRoutePPREnabled: false } : ctx,
    )
  }
}
