// @ts-check
// .mjs: next.config.mjs names it as the cacheHandler, which Next's server loads as it is.
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

/** @typedef {import('./next-internals.mjs').CacheValue} CacheValue */
/** @typedef {Parameters<InstanceType<typeof FileSystemCache>['get']>[1]} GetContext */
/** @typedef {Parameters<InstanceType<typeof FileSystemCache>['set']>[2]} SetContext */
/** @typedef {Exclude<SetContext, { fetchCache: true }>} ResponseSetContext a page's, not a fetch's */

/** By the clock of Next's tags manifest. */
const renders = renderStarts(() => performance.timeOrigin + performance.now())

/**
 * Whether Next would skip the payload of this page that it reads back later (#98306).
 * @param {CacheValue | null} data
 * @param {SetContext | undefined} ctx
 * @returns {ctx is ResponseSetContext}
 */
export function skipsPayload(data, ctx) {
  return Boolean(
    data?.kind === 'APP_PAGE' &&
    data.postponed == null &&
    data.rscData &&
    ctx &&
    !ctx.fetchCache &&
    ctx.isRoutePPREnabled &&
    !ctx.isFallback,
  )
}

/**
 * Whether a tag of this page was expired after `since`, while the page rendered.
 * @param {CacheValue | null} data
 * @param {number | undefined} since
 */
export function changedWhileRendering(data, since) {
  const tags = data && 'headers' in data ? data.headers?.['x-next-cache-tags'] : undefined
  return typeof tags === 'string' && since !== undefined && areTagsExpired(tags.split(','), since)
}

export default class FileSystemPagesCache extends FileSystemCache {
  /** @override @param {string} key @param {GetContext} ctx */
  async get(key, ctx) {
    const found = await super.get(key, ctx)
    renders.lookedUp(key, Boolean(found))
    return found
  }

  /** @override @param {string} key @param {CacheValue | null} data @param {SetContext} ctx */
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
