import type { IndexKind, SlugIndex } from '@/lib/content/gate'

/**
 * proxy.ts's copy of the slug index. The proxy runs outside Next's cache, so it asks the
 * cached index (/api/slug-index) and keeps the answer for a couple of seconds: every
 * instance then follows the shared cache within that time, at the cost of one local request
 * per kind every two seconds, whatever the traffic.
 */
const TTL_MS = 2_000
/**
 * How long a request waits for the index: 3 s when there is no copy at all, 1 s when there is
 * an older one to answer with (after an edit while Firestore cannot be reached, a visitor
 * gets the page in about a second rather than after the read's own deadline).
 */
const TIMEOUT_MS = { none: 3_000, older: 1_000 }

interface Copy {
  /** Bumped by every invalidation; a load started under an older version is discarded. */
  version: number
  index?: SlugIndex
  /** The copy before the last invalidation: the answer when the fresh one cannot be read. */
  previous?: SlugIndex
  loadedAt: number
  loading?: Promise<SlugIndex | undefined>
  /** Whether the last load failed: the log says so once per outage, not every two seconds. */
  failing?: boolean
}

export type IndexLoader = (kind: IndexKind, timeoutMs: number) => Promise<SlugIndex>

// On globalThis: the proxy and the route handlers are bundled apart but share a process, and
// /api/revalidate must reach the copy the proxy reads.
const store = globalThis as typeof globalThis & { __proxySlugIndex?: Map<IndexKind, Copy> }
const copies = (store.__proxySlugIndex ??= new Map())

function copyOf(kind: IndexKind): Copy {
  let copy = copies.get(kind)
  if (!copy) copies.set(kind, (copy = { version: 0, loadedAt: 0 }))
  return copy
}

/**
 * The index as this process last saw it, refreshed when older than TTL_MS. When it cannot be
 * read (Firestore unreachable), the last copy this process had, even one invalidated since;
 * undefined only when it never had one.
 */
export async function proxySlugIndex(
  kind: IndexKind,
  load: IndexLoader = fetchIndex,
  now: () => number = Date.now,
): Promise<SlugIndex | undefined> {
  const copy = copyOf(kind)
  const fresh = freshProxySlugIndex(kind, now)
  if (fresh) return fresh
  if (!copy.loading) {
    const version = copy.version
    const timeout = copy.index || copy.previous ? TIMEOUT_MS.older : TIMEOUT_MS.none
    const loading = load(kind, timeout).then(
      (index) => {
        if (copy.failing) console.log(`[proxy] the ${kind} slug index reads again`)
        copy.failing = false
        // Not kept, but answered: the requests waiting for it would otherwise have no index
        // at all and let the pages decide (page 1 of a listing was a 404, not its redirect).
        if (copy.version !== version) return copy.index ?? index
        copy.index = index
        copy.loadedAt = now()
        return index
      },
      (error: unknown) => {
        if (!copy.failing) {
          const reason = error instanceof Error ? error.message : String(error)
          console.error(
            `[proxy] cannot read the ${kind} slug index (${reason}); ` +
              (copy.index || copy.previous
                ? 'answering from the last copy'
                : 'letting pages decide'),
          )
        }
        copy.failing = true
        // Until the next attempt, requests are answered from the last copy at once rather
        // than each waiting for a read that is failing.
        if (copy.version === version && !copy.index && copy.previous) {
          copy.index = copy.previous
          copy.loadedAt = now()
        }
        return copy.index ?? copy.previous
      },
    )
    copy.loading = loading
    void loading.finally(() => {
      if (copy.loading === loading) copy.loading = undefined
    })
  }
  // A stale copy answers at once while the fresh one loads; with none, wait for it.
  return copy.index ?? copy.loading
}

/**
 * The copy proxySlugIndex would answer with at once, without loading anything: this
 * process's copy while it is fresh (less than TTL_MS old, and not invalidated since), or an
 * older one while its fresh one loads. Undefined when proxySlugIndex would start a load or
 * wait for one.
 */
export function proxySlugIndexNow(
  kind: IndexKind,
  now: () => number = Date.now,
): SlugIndex | undefined {
  const copy = copyOf(kind)
  return copy.loading ? copy.index : freshProxySlugIndex(kind, now)
}

function freshProxySlugIndex(kind: IndexKind, now: () => number): SlugIndex | undefined {
  const copy = copyOf(kind)
  return copy.index && now() - copy.loadedAt < TTL_MS ? copy.index : undefined
}

/** Forgets this process's copies, so the next request reads the index as it is now. */
export function invalidateProxySlugIndex(kinds: readonly IndexKind[]): void {
  for (const kind of kinds) {
    const copy = copyOf(kind)
    copy.version += 1
    copy.previous = copy.index ?? copy.previous
    copy.index = undefined
    copy.loading = undefined
  }
}

async function fetchIndex(kind: IndexKind, timeoutMs: number): Promise<SlugIndex> {
  const origin = process.env.INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
  const response = await fetch(`${origin}/api/slug-index?kind=${kind}`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`/api/slug-index answered ${response.status}`)
  const entries = (await response.json()) as [string, string][]
  return new Map(entries)
}
