import { clientOf, failureLimiter } from '@/lib/site/failure-limiter'

/** Sign-ins that could not be checked, per client, before it must wait: a minute's worth. */
export const SIGN_IN_FAILURES = 10

/**
 * The limit on `/admin/session`: a client (as the trusted proxies saw it, TRUSTED_PROXY_HOPS)
 * whose ID tokens were refused SIGN_IN_FAILURES times in a minute is refused before its next
 * token is read until the oldest is a minute old. A good sign-in never counts, so editors who
 * share an address are not locked out by each other's sign-ins. 10,000 clients at most are
 * remembered, whatever a stranger sends.
 */
export function signInLimit(trustedHops: number) {
  const failures = failureLimiter({
    max: SIGN_IN_FAILURES,
    windowMs: 60_000,
    maxClients: 10_000,
  })
  return {
    /** Seconds this request's client must wait, or 0. */
    retryAfter: (headers: Headers, now = Date.now()) =>
      failures.retryAfter(clientOf(headers, trustedHops), now),
    refused: (headers: Headers, now = Date.now()) =>
      failures.recordFailure(clientOf(headers, trustedHops), now),
  }
}
