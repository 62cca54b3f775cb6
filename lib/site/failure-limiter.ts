/**
 * Counts failed attempts (wrong secrets) per client and says how long a client must wait once
 * it has failed `max` times within `windowMs`. Bounded: it remembers at most `maxClients`
 * clients, forgetting the one that failed longest ago first, so a flood of addresses cannot
 * grow it. Pure: the time comes in.
 */
export function failureLimiter({
  max,
  windowMs,
  maxClients,
}: {
  max: number
  windowMs: number
  maxClients: number
}) {
  /** client → times of its failures within the window, oldest first. */
  const failures = new Map<string, number[]>()

  function recent(client: string, now: number): number[] {
    const times = (failures.get(client) ?? []).filter((t) => now - t < windowMs)
    if (times.length) failures.set(client, times)
    else failures.delete(client)
    return times
  }

  return {
    /** Seconds the client must wait before trying again, or 0 when it may try now. */
    retryAfter(client: string, now: number): number {
      const times = recent(client, now)
      if (times.length < max) return 0
      return Math.ceil((times[times.length - max]! + windowMs - now) / 1000)
    },
    recordFailure(client: string, now: number): void {
      const times = recent(client, now)
      times.push(now)
      // Re-inserted, so the Map's order is that of the latest failure.
      failures.delete(client)
      failures.set(client, times.slice(-max))
      while (failures.size > maxClients) failures.delete(failures.keys().next().value!)
    },
    get size() {
      return failures.size
    },
  }
}

/**
 * The client a request comes from. Each of the `trustedHops` proxies in front appends the
 * address it saw to X-Forwarded-For, so the client is the entry the outermost of them wrote,
 * `trustedHops` from the end; what comes before is whatever the caller sent. Next alone fills
 * the header with the connection's address only when a request has none, so with nothing in
 * front (0) the last entry is taken, which a caller can write: the deployments in
 * docs/deploying.md all have a proxy in front.
 */
export function clientOf(headers: Headers, trustedHops = 0): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries[Math.max(0, entries.length - Math.max(1, trustedHops))] ?? 'unknown'
}
