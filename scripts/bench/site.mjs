// What `npm run bench` and `npm run load` share: the demo content in a Firestore emulator, a
// production build of the site served by serveSite, and how the server's memory is read.
import { execFileSync } from 'node:child_process'
import { startFirestoreEmulator } from '../lib/emulator.mjs'
import { freePort, stopAll } from '../lib/processes.mjs'
import { buildSite, serveSite, siteEnv } from '../lib/site-build.mjs'
import { seedDemo } from '../dev/seed.mjs'

/**
 * The site, built into `distDir` and serving the demo content, with its server and base URL;
 * the server's output goes to `logFile` when given, and it runs as on an instance of
 * `memoryMiB` when given.
 */
export async function startDemoSite({ projectId, distDir, who, logFile, memoryMiB, cpus }) {
  const emulator = await startFirestoreEmulator({ port: await freePort(), projectId })
  await seedDemo({ host: emulator.host, projectId })
  const port = await freePort()
  const env = siteEnv({
    emulatorHost: emulator.host,
    projectId,
    baseURL: `http://localhost:${port}`,
    distDir,
  })
  console.log(`[${who}] building the site (next build)`)
  await buildSite(env, { quiet: true })
  const server = await serveSite(
    env,
    port,
    logFile ? { logFile, memoryMiB, cpus } : { quiet: true },
  )
  return { emulator, server, port, base: `http://127.0.0.1:${port}` }
}

/** The paths the site's sitemap lists. */
export async function sitemapPaths(base) {
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

/**
 * Resident memory (MiB) of the largest process in the session `pid` leads (processes.mjs
 * starts each in its own): the server itself, whatever starts it.
 */
export function residentMiB(pid) {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' })
  return Math.round(Math.max(...out.split('\n').filter(Boolean).map(Number)) / 1024)
}

/** A figure with its bar's verdict: '8.6 PASS'. */
export const marked = (figure, pass) => `${figure} ${pass ? 'PASS' : 'FAIL'}`

/** Runs a measurement's `main` (true when every bar passed), stops what it started, exits. */
export async function measure(main) {
  let passed = false
  try {
    passed = await main()
  } catch (error) {
    console.error(error)
  } finally {
    await stopAll()
  }
  process.exit(passed ? 0 : 1)
}
