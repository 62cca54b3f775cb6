// Where the site's server listens when only this machine may reach it (behind nginx, in the
// tests, the demo and the benchmarks): 'localhost', not '127.0.0.1'. Next 16.4.6 spells every
// loopback address 'localhost' in a proxy.ts rewrite, then compares that rewrite's origin with
// the listening address as written: with '127.0.0.1' it forwards each rewrite over HTTP to
// itself (vercel/next.js#94745), so every 404 of an unknown id cost two requests, and under
// load some of them failed as 500s. e2e/request/loopback-rewrite.spec.ts fails once Next keeps
// such a rewrite internal: then this module can go.
import { execFileSync } from 'node:child_process'

/**
 * 'localhost' where it stands for 127.0.0.1 first, as the scripts' nginx upstreams and URLs
 * expect; else (localhost is ::1 first) '127.0.0.1', which works, at Next's extra request.
 * @param {string | undefined} first the first address `getent ahosts localhost` gives
 */
export function loopbackHostname(first) {
  return first === undefined || first === '127.0.0.1' ? 'localhost' : '127.0.0.1'
}

function firstLocalhostAddress() {
  try {
    return execFileSync('getent', ['ahosts', 'localhost'], { encoding: 'utf8' }).split(/\s/)[0]
  } catch {
    return undefined
  }
}

export const LOOPBACK_HOSTNAME = loopbackHostname(firstLocalhostAddress())
