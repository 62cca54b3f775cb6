/**
 * How this process's Firestore reads have gone, for /api/health: recorded by every read, so
 * a health check costs no read of its own. On globalThis because route handlers and pages
 * are bundled apart but share the process.
 */
export interface ReadHealth {
  /** 'unknown' until the first read settles. */
  firestore: 'ok' | 'failing' | 'unknown'
  lastSuccessAt: string | null
  lastFailureAt: string | null
  lastFailure: string | null
}

const store = globalThis as typeof globalThis & { __readHealth?: ReadHealth }

function current(): ReadHealth {
  return (store.__readHealth ??= {
    firestore: 'unknown',
    lastSuccessAt: null,
    lastFailureAt: null,
    lastFailure: null,
  })
}

export function recordRead(outcome: { ok: true } | { ok: false; error: unknown }, at = new Date()) {
  const health = current()
  if (outcome.ok) {
    health.firestore = 'ok'
    health.lastSuccessAt = at.toISOString()
  } else {
    health.firestore = 'failing'
    health.lastFailureAt = at.toISOString()
    health.lastFailure =
      outcome.error instanceof Error ? outcome.error.message : String(outcome.error)
  }
}

/** A copy of the current state. */
export function readHealth(): ReadHealth {
  return { ...current() }
}
