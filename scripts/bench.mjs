#!/usr/bin/env node
// How fast the site serves its pages, side by side in one run on this machine:
//   - nginx serving a saved copy of each page (the limit here),
//   - the site through its caching proxy (scripts/nginx/caching-proxy.conf), as wrk asks
//     (no compression, as from the static copy) and as a browser asks (compressed),
//   - the site alone (its own server, scripts/serve.mjs),
//   - a bare Next 16 app whose one prerendered page is as large as the home page, twice: as
//     started, and after it has rendered a route and a page (see startBareApp).
// It seeds the demo content into a Firestore emulator, builds the site for production, and
// runs wrk on each; it prints req/s, p50, p99 and errors, and the ratios to the static copy,
// which are the figures to compare (absolute numbers vary between machines).
//   npm run bench                                  50 and 200 connections, 10 s each
//   npm run bench -- --seconds 60 --connections 200
//   npm run bench -- --events 5000 --updates 2000  a large programme: build time, page sizes
//                                                  and reads per regeneration (lib/bench-scale.mjs);
//                                                  --serve keeps that site running afterwards
//   npm run bench -- --next-features               what each Next feature the site uses, and
//                  [--page home|events|event|updates]  its routes, cost a bare app serving
//                                                  that page (lib/bench-next-features.mjs)
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { execFileSync } from 'node:child_process'
import { get } from 'node:http'
import { startFirestoreEmulator } from './lib/emulator.mjs'
import { ensureDebianTools } from './lib/debian.mjs'
import { ensureNginx, startCachingProxy, startStaticServer } from './lib/nginx.mjs'
import { freePort, stopAll, stopAllOnExit } from './lib/processes.mjs'
import { buildBareApp, serveBareApp, twinText } from './lib/bare-next-app.mjs'
import { benchNextFeatures } from './lib/bench-next-features.mjs'
import { buildSite, serveSite, siteEnv } from './lib/site-build.mjs'
import { warmUp, wrk, WRK_THREADS } from './lib/wrk.mjs'
import { seedDemo } from './seed.mjs'

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,200' },
    events: { type: 'string', default: '0' },
    updates: { type: 'string', default: '0' },
    serve: { type: 'boolean', default: false },
    'next-features': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    page: { type: 'string', default: 'home' },
  },
})
const seconds = Number(options.seconds)
const levels = options.connections.split(',').map(Number)
const root = new URL('..', import.meta.url).pathname
const projectId = 'demo-bench'
const distDir = '.next-bench'
const PAGES = ['home', 'events', 'event', 'updates']
if (!PAGES.includes(options.page)) throw new Error(`--page: one of ${PAGES.join(', ')}`)

stopAllOnExit()

async function main() {
  if (Number(options.events) || Number(options.updates)) {
    const { benchScale } = await import('./lib/bench-scale.mjs')
    const scale = { events: Number(options.events), updates: Number(options.updates) }
    await benchScale({ ...scale, projectId, serve: options.serve })
    await stopAll()
    return
  }
  ensureDebianTools({ wrk: 'wrk' }, 'bench')
  ensureNginx('bench')

  const emulatorPort = await freePort()
  console.log('[bench] starting the Firestore emulator and seeding the demo content')
  const emulator = await startFirestoreEmulator({ port: emulatorPort, projectId })
  await seedDemo({ host: emulator.host, projectId })

  const sitePort = await freePort()
  const base = `http://127.0.0.1:${sitePort}`
  const env = siteEnv({
    emulatorHost: emulator.host,
    projectId,
    baseURL: `http://localhost:${sitePort}`,
    distDir,
  })
  console.log('[bench] building the site (next build)')
  await buildSite(env, { quiet: true })
  const site = await serveSite(env, sitePort, { quiet: true })

  if (options['next-features']) {
    const path = (await pagesToMeasure(base))[options.page]
    await benchNextFeatures({
      root,
      env,
      distDir,
      siteBase: base,
      path,
      html: await (await fetch(`${base}${path}`)).text(),
      connections: levels[0],
      seconds,
      rounds: Number(options.rounds),
    })
    return
  }
  const pages = await pagesToMeasure(base)
  const copies = mkdtempSync(join(tmpdir(), 'bench-static-'))
  chmodSync(copies, 0o755)
  const sizes = {}
  const htmls = {}
  for (const [name, path] of Object.entries(pages)) {
    const html = await (await fetch(new URL(path, base))).text()
    writeFileSync(join(copies, `${name}.html`), html)
    sizes[name] = Buffer.byteLength(html)
    htmls[name] = html
  }

  console.log('[bench] building a bare Next app with pages as large as those, of the same text')
  const bare = await startBareApp(htmls)

  const staticPort = await freePort()
  await startStaticServer({ port: staticPort, root: copies })
  const proxyPort = await freePort()
  await startCachingProxy({ port: proxyPort, upstream: `127.0.0.1:${sitePort}` })
  const compressed = {}
  for (const [name, path] of Object.entries(pages)) {
    compressed[name] = await compressedResponse(`http://127.0.0.1:${proxyPort}${path}`)
  }

  const rows = []
  for (const connections of levels) {
    const measure = async (page, target, url, headers = {}) => {
      await warmUp(url, { connections, headers })
      const result = await wrk(url, { connections, seconds, headers })
      rows.push({ page, target, connections, ...result })
      console.log(
        `[bench] ${page} ${target} c=${connections}: ${result.requestsPerSecond.toFixed(0)} req/s`,
      )
    }
    for (const [name, path] of Object.entries(pages)) {
      await measure(name, 'static copy', `http://127.0.0.1:${staticPort}/${name}`)
      await measure(name, 'through the proxy', `http://127.0.0.1:${proxyPort}${path}`)
      await measure(name, COMPRESSED, `http://127.0.0.1:${proxyPort}${path}`, {
        'Accept-Encoding': BROWSER_ENCODINGS,
      })
      await measure(name, 'Next alone', `${base}${path}`)
      await measure(name, 'bare Next app', bare[name].url)
      await measure(name, RENDERED, bare[name].renderedUrl)
    }
  }
  const memory = residentMiB(site.pid)

  printTable(rows, pages, sizes, bare, compressed)
  console.log(
    `\nServer memory after the run: ${memory} MiB resident (the largest process of the site's server).`,
  )
}

/** The home page, the showcase, one event and the news, as the site's sitemap lists them. */
async function pagesToMeasure(base) {
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const event = paths.find((p) => /^\/events\/(?!category\/)[^/]+\/[^/]+$/.test(p))
  if (!event) throw new Error('the sitemap lists no event')
  return { home: '/', events: '/events', event, updates: '/updates' }
}

const RENDERED = 'bare Next, after a render'
const COMPRESSED = 'through the proxy, compressed'
/** What Chrome and Firefox send: the proxy answers with brotli (gzip without its module). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/**
 * A bare Next 16 app with nothing but prerendered pages, one for each measured page of the
 * site, as large and of the same text (./lib/bare-next-app.mjs), built and served like the
 * site: what Next itself costs per request for that page. Served twice: as started, and after
 * it has rendered a route and a page (serveBareApp says why that matters).
 */
async function startBareApp(htmls) {
  const dir = join(root, '.next-bench-bare')
  const pages = Object.fromEntries(
    Object.entries(htmls).map(([name, html]) => [name, twinText(html)]),
  )
  await buildBareApp(dir, { pages })
  const readyPath = `/${Object.keys(pages)[0]}`
  const [base, renderedBase] = await Promise.all([
    serveBareApp(dir, { readyPath }),
    serveBareApp(dir, { readyPath, rendered: true }),
  ])
  const bare = {}
  for (const name of Object.keys(pages)) {
    const url = `${base}/${name}`
    bare[name] = {
      url,
      renderedUrl: `${renderedBase}/${name}`,
      size: Buffer.byteLength(await (await fetch(url)).text()),
    }
  }
  return bare
}

/** The size and encoding of a page through the proxy, asked for as a browser asks. */
function compressedResponse(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': BROWSER_ENCODINGS } }, (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' }),
      )
    }).on('error', reject)
  })
}

/** Resident memory (MiB) of the largest process in the group `pid` leads. */
function residentMiB(pid) {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' })
  const largest = Math.max(...out.split('\n').filter(Boolean).map(Number))
  return Math.round(largest / 1024)
}

function printTable(rows, pages, sizes, bare, compressed) {
  const ms = (n) => (n < 10 ? n.toFixed(2) : n.toFixed(0))
  const kib = (bytes) => (bytes / 1024).toFixed(0)
  const threads = `${WRK_THREADS} thread${WRK_THREADS === 1 ? '' : 's'}`
  console.log(`\n## npm run bench: wrk, ${threads}, ${seconds} s per line, on this machine\n`)
  console.log(
    `Pages: ${Object.entries(pages)
      .map(
        ([name, path]) =>
          `${name} ${path} (${kib(sizes[name])} KiB, ${kib(compressed[name].bytes)} KiB ` +
          `compressed (${compressed[name].encoding}), its bare Next twin ${kib(bare[name].size)} KiB)`,
      )
      .join('; ')}.`,
  )
  console.log(
    `'${COMPRESSED}' asks as a browser does (Accept-Encoding: ${BROWSER_ENCODINGS}); ` +
      'every other line asks for no compression, as wrk does by default.\n',
  )
  console.log(
    '| page | served by | conns | req/s | p50 ms | p99 ms | errors | × static | × bare Next ' +
      '| × bare Next, after a render |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const row of rows) {
    const same = (target) =>
      rows.find(
        (r) => r.page === row.page && r.target === target && r.connections === row.connections,
      )
    const ratio = (other) =>
      other && other !== row ? (row.requestsPerSecond / other.requestsPerSecond).toFixed(3) : ''
    const site = row.target === 'Next alone'
    const bareRatio = site ? ratio(same('bare Next app')) : ''
    const renderedRatio = site ? ratio(same(RENDERED)) : ''
    console.log(
      `| ${row.page} | ${row.target} | ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ` +
        `${ms(row.p50)} | ${ms(row.p99)} | ${row.errors} | ${ratio(same('static copy'))} | ` +
        `${bareRatio} | ${renderedRatio} |`,
    )
  }
}

main()
  .then(() => stopAll())
  .then(() => process.exit(0))
  .catch(async (error) => {
    console.error(error)
    await stopAll()
    process.exit(1)
  })
