// A cached page made ready to be sent, once per page rather than once per request: when its
// cache stores it or first reads it (./file-system.mjs, ./pages.mjs). A cached page does not
// change until it is replaced, and Next does per request what it can do once:
// - its ETag: Next hashes the HTML of a cached page for every response (generateEtags), for
//   the home page a fifth of the server's time under load (a CPU profile of `wrk -c50` on /:
//   4.0 of 21 s). The page gets its ETag as a header of its own, Next's hash is off
//   (next.config.mjs), and the site's server answers If-None-Match with 304
//   (scripts/serve.mjs), as Next did;
// - its HTML in ASCII (./ascii-html.mjs), which Next measures and Node writes faster, and as
//   one flat string, as Node makes of a page it reads from disk: a page Next has just rendered
//   is a rope of its chunks, which V8 walks anew each time it is measured or written. For a
//   60 KB page (node 20): measured in 0.6 µs and encoded in 13 µs, against 6 and 37 µs as a
//   rope and 35 and 69 µs for a flat string with one character beyond Latin-1 (each timed
//   over 2,000 calls of Buffer.byteLength and Buffer.from).
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
  const html = Buffer.from(asciiHtml(value.html)).toString()
  return { ...value, html, headers: { ...value.headers, etag: generateETag(html) } }
}
