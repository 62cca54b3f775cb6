// @ts-check
// .mjs: imported by the cache handlers, which Next's server loads as they are (no TypeScript).
// The only door to Next's internals (next/dist), for the page cache's fix of
// vercel/next.js#98306 and its guard against keeping a render an edit overtook
// (./file-system.mjs, ./pages.mjs, ./outside-render.mjs). Each piece is checked when this
// module loads, so a Next that moved or reshaped one fails `next build` and `next start` at
// once, naming it, instead of serving pages that can never be read back.
// Written for the Next version below (package.json pins it exactly).
import { createRequire } from 'node:module'

export const WRITTEN_FOR_NEXT = '16.4.6'

/** @typedef {import('next/dist/server/response-cache/types').IncrementalCacheValue} CacheValue */

const require = createRequire(import.meta.url)

/**
 * @template T
 * @param {string} path the module, for the message
 * @param {() => T} pick the pieces used, from the module (a require with a literal path, which
 *   the bundler can follow)
 * @param {(picked: T) => boolean} fits whether they have the shape the site relies on
 * @returns {T}
 */
function internal(path, pick, fits) {
  let picked
  try {
    picked = pick()
  } catch (error) {
    throw new Error(`${cannotUse(path)}: ${error instanceof Error ? error.message : error}`)
  }
  if (!fits(picked)) throw new Error(`${cannotUse(path)}: its exports changed shape`)
  return picked
}

/** @param {string} path */
function cannotUse(path) {
  const version = require('next/package.json').version
  return (
    `lib/cache-handlers/next-internals.mjs cannot use ${path} of Next ${version} ` +
    `(written for ${WRITTEN_FOR_NEXT}); see docs/upstream/ before upgrading Next`
  )
}

const isFunction = (/** @type {unknown} */ value) => typeof value === 'function'

/** Next's file-system cache of pages, which ./file-system.mjs extends. */
export const FileSystemCache = internal(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
  () =>
    /** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */ (
      require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
    ),
  (Cache) =>
    isFunction(Cache) && isFunction(Cache.prototype.get) && isFunction(Cache.prototype.set),
)

/** Next's record of when each tag went stale or expired (one per process, outside bundles). */
export const { tagsManifest, areTagsExpired } = internal(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
  () => {
    /** @type {typeof import('next/dist/server/lib/incremental-cache/tags-manifest.external')} */
    const loaded = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
    return { tagsManifest: loaded.tagsManifest, areTagsExpired: loaded.areTagsExpired }
  },
  (picked) => picked.tagsManifest instanceof Map && isFunction(picked.areTagsExpired),
)

/** The stores by which Next tells a render's work (and watches its clock). */
export const { workAsyncStorage, workUnitAsyncStorage } = internal(
  'next/dist/server/app-render/work-async-storage.external.js',
  () => {
    /** @type {typeof import('next/dist/server/app-render/work-async-storage.external')} */
    const work = require('next/dist/server/app-render/work-async-storage.external.js')
    /** @type {typeof import('next/dist/server/app-render/work-unit-async-storage.external')} */
    const workUnit = require('next/dist/server/app-render/work-unit-async-storage.external.js')
    return {
      workAsyncStorage: work.workAsyncStorage,
      workUnitAsyncStorage: workUnit.workUnitAsyncStorage,
    }
  },
  (picked) =>
    isFunction(picked.workAsyncStorage?.exit) && isFunction(picked.workUnitAsyncStorage?.exit),
)
