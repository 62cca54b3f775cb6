// A cached page made ready to be sent, once per page rather than once per request: when its
// cache stores it or first reads it (./file-system.mjs, ./pages.mjs). A cached page does not
// change until it is replaced, and Next does per request what it can do once:
// - its ETag: Next hashes the HTML of a cached page for every response (generateEtags), for
//   the home page a fifth of the server's time under load (a CPU profile of `wrk -c50` on /:
//   4.0 of 21 s). The page gets its ETag as a header of its own, Next's hash is off
//   (next.config.mjs), and the site's server answers If-None-Match with 304
//   (scripts/serve.mjs), as Next did;
// - its HTML in ASCII (./ascii-html.mjs), which Next measures and Node writes faster.
import { createRequire } from 'node:module'
import { asciiHtml } from './ascii-html.mjs'

// Next's own hash, so a page keeps the ETag Next would give its HTML.
const { generateETag } = createRequire(import.meta.url)('next/dist/server/lib/etag.js')

/**
 * A complete page (nothing postponed, which a request would complete with HTML of its own)
 * with its HTML in ASCII and its ETag among its headers. Anything else, or a page prepared
 * already (it has its ETag), is returned as it is.
 */
export function preparedPage(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.postponed != null) {
    return value
  }
  if (value.headers?.etag) return value
  const html = asciiHtml(value.html)
  return { ...value, html, headers: { ...value.headers, etag: generateETag(html) } }
}
