import { failureSummary } from '@/lib/observability/failure-summary'
import { processSlot } from '@/lib/process-state.mjs'

/** One Redis client's state as lib/cache-handlers/redis-client.mjs keeps it. */
export interface ClientState {
  status: 'connecting' | 'ok' | 'failing'
  since: string
  lastFailure: string | null
}

export interface SharedCacheHealth {
  /** 'memory' without REDIS_URL: each process's own cache, nothing to reach. */
  cache: 'memory' | 'ok' | 'failing' | 'connecting'
  cacheSince: string | null
  cacheLastFailure: string | null
}

/**
 * How the shared cache's connections are, from memory: the worst of the clients (the page
 * and data handlers each hold one), so a health check costs Redis nothing.
 */
export function sharedCacheHealth(redisUrl = process.env.REDIS_URL): SharedCacheHealth {
  if (!redisUrl) return { cache: 'memory', cacheSince: null, cacheLastFailure: null }
  const states = processSlot<ClientState[]>('sharedCacheStates', () => [])
  const worst =
    states.find((s) => s.status === 'failing') ?? states.find((s) => s.status === 'connecting')
  const shown = worst ?? states[0]
  return {
    // No client yet: no handler has been asked anything since the server started.
    cache: shown?.status ?? 'connecting',
    cacheSince: shown?.since ?? null,
    cacheLastFailure: failureSummary(states.map((s) => s.lastFailure).find(Boolean) ?? null),
  }
}
