#!/usr/bin/env node
// Benchmark of the updates section at scale: starts its own Firestore emulator, seeds 2,000
// published updates, builds the site into .next-bench, starts it on a free port, and prints
// the build time, the HTML size of the listing and update pages and their median response
// time; then stops everything it started.
//
//   node scripts/bench/bench-updates.mjs [--count 2000] [--requests 50] [--serve]
//
// --serve keeps the site running after the numbers (Ctrl-C stops it), to look around.
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { startFirestoreEmulator } from '../lib/emulator.mjs'
import { freePort, stopAll, stopAllOnExit } from '../lib/processes.mjs'
import { seedEmulator } from '../lib/seed-emulator.mjs'
import { buildSite, serveSite, siteEnv } from '../lib/site-build.mjs'
import { benchUpdates } from './content.mjs'
import { median } from './wrk.mjs'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    requests: { type: 'string', default: '50' },
    serve: { type: 'boolean', default: false },
  },
})
const COUNT = Number(args.count)
const REQUESTS = Number(args.requests)
const PAGE_SIZE = 24 // lib/updates/pagination.ts
const projectId = 'demo-bench'
const distDir = '.next-bench'

stopAllOnExit()

async function timedGet(url) {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  const body = Buffer.from(await response.arrayBuffer())
  return { ms: performance.now() - started, status: response.status, body }
}

async function measure(baseURL, label, path) {
  const first = await timedGet(baseURL + path)
  const times = []
  for (let i = 0; i < REQUESTS; i++) times.push((await timedGet(baseURL + path)).ms)
  return {
    page: label,
    path,
    status: first.status,
    'first ms': first.ms.toFixed(1),
    'median ms': median(times).toFixed(1),
    'HTML KiB': (first.body.length / 1024).toFixed(1),
    'gzip KiB': (gzipSync(first.body).length / 1024).toFixed(1),
  }
}

async function main() {
  const [emulatorPort, sitePort] = [await freePort(), await freePort()]
  const emulator = await startFirestoreEmulator({ port: emulatorPort, projectId })
  const now = new Date()
  const updates = benchUpdates(now, COUNT)
  const seedStarted = performance.now()
  await seedEmulator({ host: emulator.host, projectId, content: { updates } })
  const seedMs = performance.now() - seedStarted

  const baseURL = `http://localhost:${sitePort}`
  const env = siteEnv({ emulatorHost: emulator.host, projectId, baseURL, distDir })
  console.log(`[bench] seeded ${COUNT} updates in ${(seedMs / 1000).toFixed(1)} s; building`)
  const buildStarted = performance.now()
  await buildSite(env, { quiet: true })
  const buildMs = performance.now() - buildStarted
  await serveSite(env, sitePort, { quiet: true })

  const lastPage = Math.ceil(COUNT / PAGE_SIZE)
  const newest = updates[0]
  const oldest = updates[updates.length - 1]
  const rows = []
  for (const [label, path] of [
    ['index (latest + page 1)', '/updates'],
    ['listing page 2', '/updates/archive/page/2'],
    ['listing page 40', `/updates/archive/page/${Math.min(40, lastPage)}`],
    [`listing page ${lastPage} (last)`, `/updates/archive/page/${lastPage}`],
    ['newest update (prerendered)', `/updates/${newest.data.titleSlug}/${newest.id}`],
    ['oldest update (on demand)', `/updates/${oldest.data.titleSlug}/${oldest.id}`],
    ['RSS feed', '/updates/feed.xml'],
  ]) {
    rows.push(await measure(baseURL, label, path))
  }

  console.log(`\n[bench] ${COUNT} published updates, ${REQUESTS} sequential requests per URL`)
  console.log(`[bench] next build: ${(buildMs / 1000).toFixed(1)} s`)
  console.table(rows)

  if (args.serve) {
    console.log(`[bench] serving ${baseURL} (emulator ${emulator.host}); Ctrl-C stops it`)
    await new Promise(() => {})
  }
  await Promise.all([emulator.stop(), stopAll()])
}

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error.message}`)
  stopAll().finally(() => process.exit(1))
})
