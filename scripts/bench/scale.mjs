// `npm run bench -- --events 5000 --updates 2000`: the site with a large programme. Seeds the
// demo content plus that many events and updates, builds the site (timed), and prints
//   - the HTML size of each kind of page, against the 150 KB budget;
//   - the Firestore documents read by one regeneration of each page, from the server's own
//     count (FIRESTORE_READ_LOG=1, lib/firebase/admin.ts), after its cache lifetime ran out;
//   - the documents read after an edit (POST /api/revalidate), which renews the slug index.
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { startFirestoreEmulator } from '../lib/emulator.mjs'
import { freePort } from '../lib/processes.mjs'
import { seedEmulator } from '../lib/seed-emulator.mjs'
import { buildSite, serveSite, siteEnv } from '../lib/site-build.mjs'
import { benchEvents, benchUpdates } from './content.mjs'
import { demoContent } from '../dev/demo-content.mjs'

const BUDGET_KB = 150
/** The bench site's regeneration interval, short so that a regeneration can be waited for. */
const INTERVAL_S = 10
const PAGE_SIZE = 24 // lib/events/pagination.ts, lib/updates/pagination.ts

export async function benchScale({ events, updates, projectId, serve = false }) {
  const emulator = await startFirestoreEmulator({ port: await freePort(), projectId })
  const now = new Date()
  const content = demoContent(now)
  const extraEvents = benchEvents(now, events)
  const extraUpdates = benchUpdates(now, updates)
  content.showcase.push(...extraEvents)
  content.updates.push(...extraUpdates)
  const seeded = await seedEmulator({ host: emulator.host, projectId, content })
  console.log(`[bench] seeded ${seeded.showcase} events and ${seeded.updates} updates`)

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const secret = randomBytes(24).toString('hex')
  const env = siteEnv({
    emulatorHost: emulator.host,
    projectId,
    baseURL: `http://localhost:${port}`,
    distDir: '.next-bench-scale',
    CONTENT_REVALIDATE_SECONDS: String(INTERVAL_S),
    REVALIDATE_SECRET: secret,
    FIRESTORE_READ_LOG: '1',
  })
  console.log('[bench] building the site (next build)')
  const buildStarted = performance.now()
  await buildSite(env, { quiet: true })
  const buildSeconds = (performance.now() - buildStarted) / 1000

  const reads = []
  const lines = []
  const server = await serveSite(env, port, {
    onLine: (line) => {
      lines.push(line)
      const match = /^\[firestore\] (\d+) reads: (.*)$/.exec(line)
      if (match) reads.push({ count: Number(match[1]), what: match[2] })
    },
  })

  const pastPages = Math.ceil((events - 12) / PAGE_SIZE)
  const newsPages = Math.ceil((seeded.updates - 1) / PAGE_SIZE)
  const musicPast = extraEvents.slice(12).filter((e) => e.data.categories.includes('Music'))
  const musicPage = Math.max(2, Math.min(20, Math.floor(musicPast.length / PAGE_SIZE)))
  const newest = extraEvents[13]
  const oldest = extraEvents.at(-1)
  const pages = [
    ['home', '/'],
    ['showcase', '/events'],
    ['past events, page 2', '/events/archive/page/2'],
    [`past events, page ${pastPages} (last)`, `/events/archive/page/${pastPages}`],
    ['a category', '/events/category/music'],
    [`a category, page ${musicPage}`, `/events/category/music/page/${musicPage}`],
    ['a recent event (prerendered)', `/events/${newest.data.titleSlug}/${newest.id}`],
    ['the oldest event (on demand)', `/events/${oldest.data.titleSlug}/${oldest.id}`],
    ['news', '/updates'],
    [`news, page ${newsPages} (last)`, `/updates/archive/page/${newsPages}`],
    ['an update', `/updates/${extraUpdates[0].data.titleSlug}/${extraUpdates[0].id}`],
  ]

  // The slug index (every published document's id, slug, dates and categories) is read once
  // after the server starts, after every edit and every 15 minutes, not per page: two listing
  // pages that render on their first visit read both now (the sitemap, prerendered, would
  // not), so that the rows below are what each page reads itself.
  const beforeIndex = reads.length
  for (const path of ['/events/archive/page/50', '/updates/archive/page/50']) {
    await (await fetch(base + path)).arrayBuffer()
  }
  await sleep(2000)
  const index = reads.slice(beforeIndex).filter((r) => r.what === 'the slug index')

  const rows = []
  for (const [name, path] of pages) {
    const first = await fetch(base + path)
    const html = await first.text()
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`)
    const during = await oneRegeneration(base + path, reads)
    const kb = Buffer.byteLength(html) / 1024
    rows.push({
      page: name,
      path,
      status: first.status,
      'HTML KB': kb.toFixed(1),
      'under 150 KB': kb < BUDGET_KB ? 'yes' : 'NO',
      'reads per regeneration': during.reduce((sum, r) => sum + r.count, 0),
      'what it read': summarise(during),
    })
    console.log(`[bench] ${name}: ${kb.toFixed(1)} KB`)
  }

  const beforeEdit = reads.length
  const revalidated = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ tags: ['events'] }),
  })
  if (!revalidated.ok) throw new Error(`/api/revalidate answered ${revalidated.status}`)
  for (let i = 0; i < 2; i++) {
    await (await fetch(`${base}/events`)).arrayBuffer()
    await sleep(3000)
  }
  const edit = reads.slice(beforeEdit)

  console.log(
    `\n[bench] ${seeded.showcase} published events, ${seeded.updates} updates; ` +
      `regeneration interval ${INTERVAL_S} s for this run`,
  )
  console.log(`[bench] next build: ${buildSeconds.toFixed(0)} s`)
  console.log(`[bench] the slug index, read once for all pages: ${summarise(index)}`)
  console.table(rows)
  console.log(
    `[bench] after an edit to the events (POST /api/revalidate), /events read ` +
      `${edit.reduce((sum, r) => sum + r.count, 0)} documents: ${summarise(edit)}`,
  )
  const { benchSearch } = await import('./search.mjs')
  const distDir = new URL('../../.next-bench-scale', import.meta.url).pathname
  await benchSearch({ base, pid: server.pid, distDir, lines })
  if (serve) {
    console.log(`[bench] serving ${base} (emulator ${emulator.host}); Ctrl-C stops it`)
    await new Promise(() => {})
  }
  await emulator.stop()
}

/**
 * The reads of one regeneration of the page at `url`: from now, asked once a second until it
 * is served stale (which starts its regeneration), then three seconds more for that to finish.
 */
async function oneRegeneration(url, reads) {
  const before = reads.length
  const until = Date.now() + (INTERVAL_S + 10) * 1000
  while (Date.now() < until) {
    const response = await fetch(url)
    await response.arrayBuffer()
    if (response.headers.get('x-nextjs-cache') === 'STALE') {
      await sleep(3000)
      return reads.slice(before)
    }
    await sleep(1000)
  }
  throw new Error(`${url} was never served stale in ${INTERVAL_S + 10} s`)
}

/** 'events on now and to come 12, past events 48, …' */
function summarise(reads) {
  const by = new Map()
  for (const { what, count } of reads) by.set(what, (by.get(what) ?? 0) + count)
  return [...by].map(([what, count]) => `${what} ${count}`).join(', ')
}
