// @ts-check
// .mjs: imported by the cache handlers, which Next's server loads as they are (no TypeScript).
// The Redis connection of the shared cache handlers (./data.mjs, ./pages.mjs), from REDIS_URL.
import Redis from 'ioredis'
import { processSlot } from '../process-state.mjs'

/** @typedef {import('./shared-cache-health').ClientState} ClientState */

/**
 * One ioredis client. A page must never wait on a Redis that is down: while the client is not
 * connected a command fails at once (no offline queue: each page asks the cache a dozen
 * times, and a queued command waited its full timeout), a command on a live connection gives
 * up after a second, and the handlers answer "not cached", so the page is rendered from
 * Firestore (or the caching proxy in front serves its stale copy) instead.
 */
export function redisClient(url = process.env.REDIS_URL) {
  if (!url) throw new Error('REDIS_URL is not set')
  // The log says where, never the password the URL may hold.
  const where = url.replace(/\/\/[^@/]*@/, '//')
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 1000,
    connectTimeout: 1000,
    // Keep trying to reconnect, at most every 2 s, for as long as the server runs.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  /** @type {ClientState} */
  const state = { status: 'connecting', since: new Date().toISOString(), lastFailure: null }
  // For /api/health to report without sending Redis a command.
  processSlot('sharedCacheStates', () => /** @type {ClientState[]} */ ([])).push(state)
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.error(`[cache] Redis at ${where}: ${error.message}`)
    reported = true
    state.lastFailure = error.message
  })
  client.on('ready', () => {
    if (reported) console.log(`[cache] Redis at ${where} is back`)
    reported = false
    Object.assign(state, { status: 'ok', since: new Date().toISOString() })
  })
  client.on('close', () => {
    if (state.status === 'ok')
      Object.assign(state, { status: 'failing', since: new Date().toISOString() })
  })
  return client
}
