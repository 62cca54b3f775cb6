// The site's server answers a conditional request itself (scripts/serve.mjs): Next, which did
// so while it computed ETags, no longer computes them (lib/cache-handlers/prepared-page.mjs).

/**
 * Whether a request may be answered 304 Not Modified for a response with this ETag: its
 * If-None-Match names the tag (compared weakly, as RFC 9110 says for If-None-Match) or is `*`,
 * and it does not ask, with Cache-Control: no-cache, for the page itself (as Next did).
 * @param {import('node:http').IncomingHttpHeaders} requestHeaders
 * @param {unknown} etag
 */
export function notModified(requestHeaders, etag) {
  const condition = requestHeaders['if-none-match']
  if (typeof etag !== 'string' || !etag || !condition) return false
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(requestHeaders['cache-control'] ?? '')) return false
  if (condition.trim() === '*') return true
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '')
  return condition.split(',').some((tag) => opaque(tag) === opaque(etag))
}
