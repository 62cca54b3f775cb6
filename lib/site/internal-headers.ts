/**
 * Request headers only Next itself sends, to itself or from its own client router. From
 * anyone else proxy.ts answers 400, whatever their value; the shipped nginx configuration
 * strips the ones Next acts on.
 *
 * - x-prerender-revalidate(-if-generated): renders the page again past every cache, for
 *   whoever holds the build's draft-mode value (every editor's __prerender_bypass cookie).
 *   Next skips proxy.ts for that value, so next.config.mjs refuses it as well.
 * - x-middleware-*: x-middleware-prefetch answers an empty body for a dynamic page;
 *   x-middleware-subrequest skipped the proxy in Next before 15.2.3; the others are the
 *   proxy's answers to Next (Next deletes most of them as the request arrives).
 * - x-invoke-*, x-now-*, x-matched-path, x-nextjs-data, next-resume, x-next-resume-state-length,
 *   x-next-revalidated-tags, x-next-revalidate-tag-token: Next's own routing, in other
 *   deployments or versions.
 * - next-router-*: only the three the client router sends pass.
 */
const PREFIXES = ['x-prerender-revalidate', 'x-middleware-', 'x-invoke-', 'x-now-', 'next-router-']

const NAMES = new Set([
  'x-matched-path',
  'x-nextjs-data',
  'next-resume',
  'x-next-resume-state-length',
  'x-next-revalidated-tags',
  'x-next-revalidate-tag-token',
])

/** Sent by Next's client router on navigations and prefetches, with `rsc` and `next-url`. */
const CLIENT_ROUTER = new Set([
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
])

/** Whether a request header (its name, any case) is one only Next may send. */
export function isInternalHeader(name: string): boolean {
  const lower = name.toLowerCase()
  if (CLIENT_ROUTER.has(lower)) return false
  return NAMES.has(lower) || PREFIXES.some((prefix) => lower.startsWith(prefix))
}
