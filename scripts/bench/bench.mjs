#!/usr/bin/env node
// How fast the site serves its pages, in one run on this machine: nginx serving a saved copy of
// each page (the machine's limit), the site through the shipped nginx config
// (scripts/ops/nginx/caching-proxy.conf), and the site alone (straight to Next). One table gives
// wrk's req/s, p50, p99 and errors, with the bars through nginx marked PASS or FAIL: they are
// ratios to the static copy and latencies, which hold across machines where req/s does not.
// Then the server's memory, idle and after. Exits 1 when a bar fails.
//   npm run bench                                  50 and 200 connections, 10 s each
//   npm run bench -- --seconds 60 --connections 200
//   npm run bench -- --events 5000 --updates 2000  a large programme: build time, page sizes,
//                                                  reads per regeneration (scripts/bench/scale.mjs),
//                                                  search latency, memory, disk (search.mjs);
//                                                  --serve keeps that site running afterwards
import { chmodSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensureDebianTools } from '../lib/debian.mjs'
import { ensureNginx, startCachingProxy, startStaticServer } from '../lib/nginx.mjs'
import { freePort, stopAllOnExit, tempDir } from '../lib/processes.mjs'
import { marked, measure, residentMiB, sitemapPaths, startDemoSite } from './site.mjs'
import { warmUp, wrk, WRK_THREADS } from './wrk.mjs'

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,200' },
    events: { type: 'string', default: '0' },
    updates: { type: 'string', default: '0' },
    serve: { type: 'boolean', default: false },
  },
})
const seconds = Number(options.seconds)
const levels = options.connections.split(',').map(Number)
const projectId = 'demo-bench'

const STATIC = 'static copy'
const NGINX = 'through nginx'
/** Through nginx, against the static copy. */
const BARS = { ratio: 0.5, p99: 20 }

stopAllOnExit()

/** Runs the bench; false when a bar failed. */
async function main() {
  if (Number(options.events) || Number(options.updates)) {
    ensureDebianTools({ wrk: 'wrk' }, 'bench') // for the search's figures
    const { benchScale } = await import('./scale.mjs')
    const scale = { events: Number(options.events), updates: Number(options.updates) }
    await benchScale({ ...scale, projectId, serve: options.serve })
    return true
  }
  ensureDebianTools({ wrk: 'wrk' }, 'bench')
  ensureNginx('bench')
  const site = await startDemoSite({ projectId, distDir: '.next-bench', who: 'bench' })
  const pages = await pagesToMeasure(site.base)

  const copies = tempDir('bench-static')
  chmodSync(copies, 0o755)
  const sizes = {}
  for (const [name, path] of Object.entries(pages)) {
    const html = await (await fetch(site.base + path)).text()
    writeFileSync(join(copies, `${name}.html`), html)
    sizes[name] = Buffer.byteLength(html)
  }
  const staticPort = await freePort()
  await startStaticServer({ port: staticPort, root: copies })
  const proxyPort = await freePort()
  await startCachingProxy({ port: proxyPort, upstream: `127.0.0.1:${site.port}` })
  const urls = {
    [STATIC]: (name) => `http://127.0.0.1:${staticPort}/${name}`,
    [NGINX]: (name) => `http://127.0.0.1:${proxyPort}${pages[name]}`,
    'site alone': (name) => site.base + pages[name],
  }

  const idle = residentMiB(site.server.pid)
  const rows = []
  for (const connections of levels) {
    for (const page of Object.keys(pages)) {
      for (const [target, url] of Object.entries(urls)) {
        await warmUp(url(page), { connections })
        const result = await wrk(url(page), { connections, seconds })
        rows.push({ page, target, connections, ...result })
        console.log(
          `[bench] ${page} ${target} c=${connections}: ${result.requestsPerSecond.toFixed(0)} req/s`,
        )
      }
    }
  }
  const after = residentMiB(site.server.pid)

  const passed = printTable(rows, pages, sizes)
  console.log(
    `\nServer memory (RSS of the site's largest process): ${idle} MiB idle, ` +
      `${after} MiB after the run.`,
  )
  return passed
}

/** The home page, the showcase, one event and the news, as the site's sitemap lists them. */
async function pagesToMeasure(base) {
  const event = (await sitemapPaths(base)).find((p) =>
    /^\/events\/(?!category\/)[^/]+\/[^/]+$/.test(p),
  )
  if (!event) throw new Error('the sitemap lists no event')
  return { home: '/', events: '/events', event, updates: '/updates' }
}

/** Prints the table; false when a bar failed. */
function printTable(rows, pages, sizes) {
  const ms = (n) => (n < 10 ? n.toFixed(2) : n.toFixed(0))
  const threads = `${WRK_THREADS} thread${WRK_THREADS === 1 ? '' : 's'}`
  console.log(`\n## npm run bench: wrk, ${threads}, ${seconds} s per line, on this machine\n`)
  console.log(
    `Pages: ${Object.entries(pages)
      .map(([name, path]) => `${name} ${path} (${(sizes[name] / 1024).toFixed(0)} KiB)`)
      .join('; ')}.`,
  )
  console.log(`Bars ${NGINX}: × ${STATIC} ≥ ${BARS.ratio}, p99 < ${BARS.p99} ms, 0 errors.\n`)
  console.log('| page | served by | conns | req/s | p50 ms | p99 ms | errors | × static copy |')
  console.log('|---|---|---|---|---|---|---|---|')
  let bars = 0
  let failures = 0
  const bar = (figure, pass) => {
    bars++
    if (!pass) failures++
    return marked(figure, pass)
  }
  for (const row of rows) {
    const nginx = row.target === NGINX
    const copy = rows.find(
      (r) => r.page === row.page && r.target === STATIC && r.connections === row.connections,
    )
    const ratio = row.requestsPerSecond / copy.requestsPerSecond
    const cells = [
      row.page,
      row.target,
      row.connections,
      row.requestsPerSecond.toFixed(0),
      ms(row.p50),
      nginx ? bar(ms(row.p99), row.p99 < BARS.p99) : ms(row.p99),
      nginx ? bar(row.errors, row.errors === 0) : row.errors,
      nginx ? bar(ratio.toFixed(2), ratio >= BARS.ratio) : '',
    ]
    console.log(`| ${cells.join(' | ')} |`)
  }
  console.log(`\nBars ${NGINX}: ${failures ? `${failures} of ${bars} FAIL` : `all ${bars} PASS`}.`)
  return failures === 0
}

await measure(main)
