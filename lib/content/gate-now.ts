import { judgement } from '@/lib/content/gate'
import { proxySlugIndexNow } from '@/lib/content/proxy-slug-index'

/**
 * The request header by which the site's server (scripts/serve.mjs) tells Next that a request
 * has passed the gate: proxy.ts's matcher skips requests that carry it. The server removes it
 * from every request it receives before it may set it, so no visitor can send it through.
 */
export const GATE_PASSED_HEADER = 'x-site-gate'

/**
 * Whether a GET or HEAD of `pathname` would pass proxy.ts untouched, judged at once from the
 * copies of the slug indexes the proxy would answer from at once (proxySlugIndexNow): the
 * same rule as the proxy's (gate.ts), on the copies the proxy itself keeps. Next's proxy
 * machinery costs more than serving the cached page (an event page took 1.9 ms of CPU through
 * it, 1.3 ms without), so the server asks this first and lets Next skip the proxy when the
 * answer is yes.
 *
 * No whenever the proxy has more to do or know: a path it does not judge, a malformed one, an
 * editor's preview, an index it has no copy of, or one older than its two seconds that is not
 * being read again yet (the proxy then reads it, so every instance still follows the shared
 * cache within that time). While it is read, the proxy answers from the older copy, and so
 * does this: otherwise every request in that time, a local request's wait behind the others
 * every two seconds, went through the proxy.
 */
export function passesGateNow(pathname: string, preview: boolean, now?: () => number): boolean {
  if (preview) return false
  let segments: string[]
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return false
  }
  const [section, ...rest] = segments
  const judging = judgement(section, rest, preview)
  if (!judging) return false
  const indexes = judging.kinds.map((kind) => proxySlugIndexNow(kind, now))
  if (!indexes.every((index) => index !== undefined)) return false
  return judging.decide(indexes).action === 'render'
}

/**
 * How scripts/serve.mjs, outside Next's bundles, reaches passesGateNow: the proxy's bundle sets
 * it when it loads, as it keeps its copies of the indexes on globalThis (proxy-slug-index.ts).
 */
export function offerGateToServer(): void {
  ;(globalThis as typeof globalThis & { __passesGateNow?: typeof passesGateNow }).__passesGateNow =
    passesGateNow
}
