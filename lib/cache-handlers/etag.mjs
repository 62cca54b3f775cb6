// A cached page's ETag, computed once per page rather than once per request. Next hashes the
// HTML of a cached page on every request it answers (generateEtags): for the home page, a fifth
// of the server's time under load (a CPU profile of `wrk -c50` on /: 4.0 of 21 s in that hash).
// A cached page does not change until it is replaced, so the page caches (./file-system.mjs,
// ./pages.mjs) give it its ETag as a header of its own when it is stored or first read, Next's
// per-request hash is off (next.config.mjs), and the site's server answers If-None-Match with
// 304 (scripts/serve.mjs), as Next did.
import { createRequire } from 'node:module'

// Next's own hash, so a page keeps the ETag it had when Next computed it.
const { generateETag } = createRequire(import.meta.url)('next/dist/server/lib/etag.js')

/**
 * The value with its ETag among its headers: a complete page (nothing postponed, which a
 * request would complete with HTML of its own). Anything else, or a page that has one, is
 * returned as it is.
 */
export function withEtag(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.postponed != null) {
    return value
  }
  if (value.headers?.etag) return value
  return { ...value, headers: { ...value.headers, etag: generateETag(value.html) } }
}
