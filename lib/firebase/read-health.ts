import { failureSummary } from '@/lib/observability/failure-summary'
import { processSlot } from '@/lib/process-state.mjs'

/**
 * How this process's Firestore reads have gone, for /api/health: recorded by every read, so
 * a health check costs no read of its own. Kept per process (lib/process-state.mjs): route
 * handlers and pages are bundled apart.
 */
export interface ReadHealth {
  /** 'unknown' until the first read settles. */
  firestore: 'ok' | 'failing' | 'unknown'
  lastSuccessAt: string | null
  lastFailureAt: string | null
  lastFailure: string | null
  /**
   * Set when a read succeeds after a failure, until takeRecovery() is called: the pages
   * kept while Firestore was away should be renewed now, not when Next next retries them
   * (up to 30 s after a failed regeneration).
   */
  recovered: boolean
}

function current(): ReadHealth {
  return processSlot<ReadHealth>('readHealth', () => ({
    firestore: 'unknown',
    lastSuccessAt: null,
    lastFailureAt: null,
    lastFailure: null,
    recovered: false,
  }))
}

export function recordRead(outcome: { ok: true } | { ok: false; error: unknown }, at = new Date()) {
  const health = current()
  if (outcome.ok) {
    if (health.firestore === 'failing') health.recovered = true
    health.firestore = 'ok'
    health.lastSuccessAt = at.toISOString()
  } else {
    health.firestore = 'failing'
    health.lastFailureAt = at.toISOString()
    health.lastFailure =
      outcome.error instanceof Error ? outcome.error.message : String(outcome.error)
  }
}

/** A copy of the current state, the last failure as its kind only (the log has the rest). */
export function readHealth(): Omit<ReadHealth, 'recovered'> {
  const { firestore, lastSuccessAt, lastFailureAt, lastFailure } = current()
  return { firestore, lastSuccessAt, lastFailureAt, lastFailure: failureSummary(lastFailure) }
}

/** Whether Firestore has come back since the last call (and forgets it). */
export function takeRecovery(): boolean {
  const health = current()
  const recovered = health.recovered
  health.recovered = false
  return recovered
}
