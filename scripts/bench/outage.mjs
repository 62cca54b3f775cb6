#!/usr/bin/env node
// What a resident sees while Firestore is unreachable, measured on a production build of the
// demo content:
//   node scripts/bench/outage.mjs
// Starts its own emulator and server, warms the pages, stops the emulator, asks for every
// page again, publishes (POST /api/revalidate) during the outage and asks again, then starts
// the emulator again and times how long the site takes to serve fresh content. Prints a
// table of status and time per page and step; stops everything at the end.
import { performance } from 'node:perf_hooks'
import { startFirestoreEmulator } from '../lib/emulator.mjs'
import { freePort, stopAll, stopAllOnExit } from '../lib/processes.mjs'
import { seedEmulator } from '../lib/seed-emulator.mjs'
import { buildSite, serveSite, siteEnv } from '../lib/site-build.mjs'
import { demoContent } from '../dev/demo-content.mjs'

const projectId = 'demo-outage'
const distDir = '.next-outage'
const SECRET = 'outage-probe-secret'
const CLIENT_TIMEOUT_MS = 60_000

stopAllOnExit()

/** One request: its status (or 'timeout'/'error') and how long it took. */
async function probe(url) {
  const started = performance.now()
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) })
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started }
  } catch (error) {
    const status = error?.name === 'TimeoutError' ? 'timeout' : 'error'
    return { status, ms: performance.now() - started }
  }
}

const show = ({ status, ms }) =>
  `${status} in ${ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`}`

async function main() {
  const [emulatorPort, sitePort] = [await freePort(), await freePort()]
  const content = demoContent()
  let emulator = await startFirestoreEmulator({ port: emulatorPort, projectId })
  await seedEmulator({ host: emulator.host, projectId, content })
  const baseURL = `http://localhost:${sitePort}`
  const site = { emulatorHost: emulator.host, projectId, baseURL, distDir }
  const env = siteEnv({ ...site, REVALIDATE_SECRET: SECRET })
  console.log('[outage] building')
  await buildSite(env, { quiet: true })
  await serveSite(env, sitePort, { quiet: true })

  const event = content.showcase.find((e) => e.data.published && e.data.images.length)
  const pages = {
    home: '/',
    showcase: '/events',
    event: `/events/${event.data.titleSlug}/${event.id}`,
    news: '/updates',
    feed: '/updates/feed.xml',
    calendar: '/events/calendar.ics',
  }
  const rows = Object.fromEntries(Object.keys(pages).map((name) => [name, { path: pages[name] }]))
  const round = async (step) => {
    for (const [name, path] of Object.entries(pages)) {
      rows[name][step] = show(await probe(baseURL + path))
    }
  }

  await round('warm')
  console.log('[outage] stopping Firestore')
  await emulator.stop()
  await round('outage')
  const revalidate = await fetch(`${baseURL}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}` },
  })
  console.log(`[outage] POST /api/revalidate during the outage: ${revalidate.status}`)
  await round('after publish')
  await round('again')

  console.log('[outage] starting Firestore again, with the content')
  emulator = await startFirestoreEmulator({ port: emulatorPort, projectId })
  const back = performance.now()
  await seedEmulator({ host: emulator.host, projectId, content })
  let fresh
  for (;;) {
    // Every cached page was expired by the publish, so the first 200 is a fresh page.
    const { status } = await probe(baseURL + pages.home)
    if (status === 200) {
      fresh = performance.now() - back
      break
    }
    if (performance.now() - back > 180_000) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await round('recovered')
  console.table(rows)
  console.log(
    fresh === undefined
      ? '[outage] the home page did not recover within 180 s'
      : `[outage] the home page answered 200 again ${(fresh / 1000).toFixed(1)} s after Firestore came back`,
  )
}

try {
  await main()
} finally {
  await stopAll()
}
