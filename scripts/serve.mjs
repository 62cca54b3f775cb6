#!/usr/bin/env node
// The production server (`npm start`, and every script that serves a build): Next's own
// request handler, as `next start` runs it (proxy.ts, the caches, every route), in a Node
// HTTP server of the site's own, for what `next start` does not do:
// - log lines are JSON, one per line, with the id of the request they were written for and
//   no secret in them (./lib/server-log.mjs);
// - a page that cannot be rendered because Firestore cannot be reached answers 503 with
//   Retry-After, not 500: the visitor, a load balancer and a crawler all learn it is
//   temporary (the page is app/(site)/error.tsx, in the site's layout);
// - a conditional GET for a page answers 304 when its ETag has not changed (conditionally
//   below): Next computed ETags on every request, at a fifth of a cached page's time;
// - TRACE and CONNECT answer 405 (Next fails them with a 500 before any route is chosen);
// - on SIGTERM or SIGINT it stops accepting connections, finishes the requests in flight
//   (at most DRAIN_MS) and exits; `next start` exits at once, cutting them off;
// - cached pages an earlier process left unreadable are removed before Next starts
//   (./lib/route-cache.mjs);
// - requests start at most eight per turn of the event loop, oldest first (./lib/turns.mjs):
//   under load `next start` left new connections unaccepted for seconds;
// - a request for a page the gate lets through anyway skips proxy.ts, Next's dearest step for
//   a cached page (markPassedGate below).
//   node scripts/serve.mjs [-p PORT] [-H HOST]       PORT also from the environment
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { removeIncompletePages } from './lib/route-cache.mjs'
import { notModified } from './lib/not-modified.mjs'
import { jsonConsole, requestContext, requestIdOf } from './lib/server-log.mjs'
import { takingTurns } from './lib/turns.mjs'

process.env.NODE_ENV = 'production'
const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(options.port ?? process.env.PORT ?? 3000)
// As `next start` does: the proxy asks this server for its indexes (lib/content/proxy-slug-index.ts).
process.env.PORT = String(port)
const hostname = options.hostname
const DRAIN_MS = 25_000
/** How long a visitor is asked to wait before trying a page again during an outage. */
const RETRY_AFTER_SECONDS = 30

jsonConsole()
const distDir = process.env.NEXT_DIST_DIR || '.next'
const removed = removeIncompletePages(new URL(`../${distDir}`, import.meta.url).pathname)
if (removed > 0) {
  console.log(
    `[server] ${removed} cached pages an earlier process left unreadable: the build's copies ` +
      'are served until they are renewed (./lib/route-cache.mjs)',
  )
}
const { default: next } = await import('next')
const root = new URL('..', import.meta.url).pathname
const app = next({ dev: false, dir: root, port, hostname, quiet: true })
await app.prepare()
const handle = app.getRequestHandler()

/** Whether Firestore's last read failed (lib/firebase/read-health.ts records every read). */
const firestoreFailing = () => globalThis.__readHealth?.firestore === 'failing'

let inFlight = 0
let closing = false
let requestsSinceGc = 0

/**
 * After a burst of traffic V8 keeps the heap it grew to: 190 MiB idle became 520 MiB after a
 * load test, and stayed there. When traffic calms down (at most CALM_REQUESTS in a tick of
 * TICK_MS) after at least BUSY_REQUESTS since the last time, one full collection gives back
 * what it can; a load balancer's health checks alone bring that about every few minutes at
 * most. That collection compacts the whole heap: a plain one freed the objects but kept the
 * pages they were on (heap 354 MiB with 90 MiB in use after a load test through the proxy).
 */
const TICK_MS = 10_000
const CALM_REQUESTS = 20
const BUSY_REQUESTS = 100
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc')
let requestsAtTick = 0
setInterval(() => {
  const inTick = requestsSinceGc - requestsAtTick
  requestsAtTick = requestsSinceGc
  if (inTick > CALM_REQUESTS || inFlight > 0 || requestsSinceGc < BUSY_REQUESTS) return
  requestsSinceGc = 0
  requestsAtTick = 0
  setFlagsFromString('--compact-on-every-full-gc')
  collectGarbage()
  setFlagsFromString('--no-compact-on-every-full-gc')
}, TICK_MS).unref()

const serveInTurn = takingTurns(serveRequest)

/** Requests are counted from their arrival, also while they wait for their turn. */
const server = createServer((request, response) => {
  inFlight += 1
  requestsSinceGc += 1
  response.on('close', () => {
    inFlight -= 1
  })
  serveInTurn(request, response)
})

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function serveRequest(request, response) {
  // The visitor left while the request waited: nobody is there to answer.
  if (request.socket.destroyed) return
  const requestId = requestIdOf(request.headers, randomUUID)
  // As a proxy does: whoever is in front, the last entry is the connection's own address.
  const forwarded = request.headers['x-forwarded-for']
  request.headers['x-forwarded-for'] = [forwarded, request.socket.remoteAddress]
    .flat()
    .filter(Boolean)
    .join(', ')
  if (request.method === 'TRACE' || request.method === 'CONNECT' || request.method === 'TRACK') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': 0 }).end()
    return
  }
  markPassedGate(request)
  if (closing) response.setHeader('Connection', 'close')
  // The body of a 503 for a page may be replaced (sendUnavailablePage): wrapped before Next
  // holds on to these functions, so that none of its body goes out after the headers say 503.
  const { write, end } = response
  response.write = function (...args) {
    if (!this.headersSent && this.statusCode >= 500) this.writeHead(this.statusCode)
    return this.replacementBody ? true : write.apply(this, args)
  }
  response.end = function (...args) {
    if (!this.headersSent && this.statusCode >= 500) this.writeHead(this.statusCode)
    if (!this.replacementBody) return end.apply(this, args)
    return end.call(
      this,
      this.replacementBody,
      args.find((arg) => typeof arg === 'function'),
    )
  }
  const writeHead = response.writeHead
  response.writeHead = function (status, ...given) {
    let rest = given
    if (status < 500) return writeHead.call(this, ...conditionally(request, this, status, rest))
    let code = status
    if (code === 500 && firestoreFailing() && /^(GET|HEAD)$/.test(request.method ?? '')) {
      code = 503
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      if (/text\/html/.test(request.headers.accept ?? '') && sendUnavailablePage(this)) {
        // Headers handed to writeHead itself would describe Next's body, not this one.
        rest = withoutBodyHeaders(rest)
      }
    }
    this.setHeader('X-Request-Id', requestId)
    requestContext.run({ requestId }, () =>
      console.error(`[server] ${request.method} ${request.url?.slice(0, 200)} answered ${code}`),
    )
    return writeHead.call(this, code, ...rest)
  }
  requestContext.run({ requestId }, () => {
    handle(request, response).catch((error) => {
      console.error('[server] the request failed:', error)
      if (!response.headersSent) response.statusCode = 500
      response.end()
    })
  })
}

/**
 * The status and headers of a response, as a conditional request gets them. A page's ETag
 * describes its HTML (lib/cache-handlers/prepared-page.mjs): the other body Next sends at the same URL,
 * the payload for its router, goes without it. A GET or HEAD whose If-None-Match names it is
 * answered 304, without the page, as Next did while it computed ETags itself.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown[]} rest the rest of writeHead's arguments
 * @returns {[number, ...unknown[]]}
 */
function conditionally(request, response, status, rest) {
  const etag = response.getHeader('etag')
  if (etag === undefined) return [status, ...rest]
  if (!/^text\/html\b/.test(String(response.getHeader('content-type') ?? ''))) {
    response.removeHeader('etag')
    return [status, ...rest]
  }
  const method = request.method ?? ''
  if (status !== 200 || !/^(GET|HEAD)$/.test(method) || !notModified(request.headers, etag)) {
    return [status, ...rest]
  }
  // Node sends no body with a 304: what Next (or its compression) writes is left out.
  for (const name of response.getHeaderNames()) {
    if (BODY_HEADERS.test(name)) response.removeHeader(name)
  }
  return [304, ...withoutBodyHeaders(rest)]
}

/** lib/content/gate-now.ts GATE_PASSED_HEADER: proxy.ts's matcher skips requests with it. */
const GATE_PASSED_HEADER = 'x-site-gate'

/**
 * Lets Next skip proxy.ts for a GET or HEAD the gate would let through as it is
 * (lib/content/gate-now.ts, which the proxy's bundle hands over when it loads; until then every
 * request goes through the proxy). The header is removed first whatever the request: no
 * visitor may send it to skip the gate.
 */
function markPassedGate(request) {
  delete request.headers[GATE_PASSED_HEADER]
  const passesGateNow = globalThis.__passesGateNow
  if (!passesGateNow || (request.method !== 'GET' && request.method !== 'HEAD')) return
  const [pathname] = (request.url ?? '').split('?', 1)
  const preview = /(?:^|;\s*)__prerender_bypass=/.test(request.headers.cookie ?? '')
  if (passesGateNow(pathname, preview)) request.headers[GATE_PASSED_HEADER] = '1'
}

// Above the keep-alive timeout of load balancers (Google's is 600 s, AWS's 60 s) so that they
// close idle connections, never the server under a request they are sending.
server.keepAliveTimeout = 620_000
server.headersTimeout = 621_000

function shutdown(signal) {
  if (closing) return
  closing = true
  console.log(`[server] ${signal}: accepting no more connections, finishing ${inFlight} requests`)
  server.close(async () => {
    // Pages rendered for the last requests may still be on their way to the disk cache.
    await Promise.allSettled(globalThis.__pageWritesUnderWay ?? [])
    console.log('[server] every request finished; exiting')
    process.exit(0)
  })
  server.closeIdleConnections()
  setTimeout(() => {
    console.error(`[server] ${inFlight} requests still running after ${DRAIN_MS} ms; exiting`)
    process.exit(1)
  }, DRAIN_MS).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))

server.listen(port, hostname, () => {
  console.log(`[server] serving on ${hostname ?? 'every interface'}, port ${port}`)
  void sayWhetherFirestoreAnswers()
})

let unavailablePage
/**
 * The body of a 503 for a page: the prerendered app/(site)/unavailable, with the site's header
 * and footer, in place of Next's error document, which is blank without JavaScript. Next's
 * own body is dropped. Left alone if the build has no such page.
 */
function sendUnavailablePage(response) {
  unavailablePage ??= readUnavailablePage()
  if (!unavailablePage) return false
  response.replacementBody = unavailablePage
  response.removeHeader('Content-Encoding')
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader('Content-Length', unavailablePage.length)
  return true
}

/** The headers that describe a response's body. */
const BODY_HEADERS = /^(content-length|content-type|content-encoding|transfer-encoding)$/i

/** writeHead's arguments after the status, without the headers that describe a body. */
function withoutBodyHeaders(args) {
  return args.map((arg) =>
    arg && typeof arg === 'object' && !Array.isArray(arg)
      ? Object.fromEntries(Object.entries(arg).filter(([name]) => !BODY_HEADERS.test(name)))
      : arg,
  )
}

function readUnavailablePage() {
  try {
    return readFileSync(new URL(`../${distDir}/server/app/unavailable.html`, import.meta.url))
  } catch {
    return null
  }
}

/**
 * One line at the start when Firestore cannot be reached: the server starts anyway and serves
 * what it has; the pages' own failed reads say no more than that.
 */
async function sayWhetherFirestoreAnswers() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(10_000),
    })
    const health = await response.json()
    if (health.firestore !== 'failing') return
    console.error(
      `[server] Firestore cannot be reached (${health.lastFailure}): serving the pages already ` +
        'rendered, and 503 for the others, until it answers; checking every second',
    )
  } catch (error) {
    console.error(`[server] could not ask /api/health: ${error.message}`)
  }
}

// While Firestore is failing, ask /api/health every second: it probes Firestore and, once
// it answers again, renews every page (app/api/health/route.ts).
setInterval(() => {
  // Also when a page's read found Firestore back before the health check did: renewing the
  // pages is /api/health's to do.
  const health = globalThis.__readHealth
  if (!(health?.firestore === 'failing' || health?.recovered) || closing) return
  fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(6_000) }).catch(
    () => undefined,
  )
}, 1_000).unref()
