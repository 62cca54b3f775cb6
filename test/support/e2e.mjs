#!/usr/bin/env node
// End-to-end tests against production builds, on a Firestore emulator that this run starts,
// seeds with the tests' own fixtures (e2e/fixtures) and stops. Every tier but --ops does:
// emulators (Firestore, Auth) → seed → npm run build (standalone output) → Next's own
// standalone server.js, as `npm start` and the Dockerfile run it, with the caching proxy
// (nginx) in front → the tier's Playwright runs, one after another → stop.
//
// --tier fast (in `npm test`): project request (no browser), and the browser smoke journeys,
//   the tests tagged @smoke: the public ones beside the requests, then the admin's, then the
//   outage's, on a server of that spec's own.
// --tier browser (`npm run test:e2e`): every other test of projects chromium, clock, admin and
//   admin-clock (--grep-invert @smoke): chromium first, then the others side by side.
// --tier all: both in one Playwright run, on one build; the outage smoke is left to --ops,
//   which runs its spec whole.
// --all (`npm run test:all`): --tier all, then --ops on the same build, its served folder put
//   back as built and the fixtures seeded again as they were built on.
// Extra arguments replace the tier's runs and go to Playwright as they are:
//   npm run test:e2e -- --project chromium --no-deps e2e/site.spec.ts
//
// --ops (`npm run test:ops`, the slower suites): the same build, then the site built with
//   REDIS_URL, two instances sharing one Redis (project instances), Firestore cut under the
//   first build (project outage), and then, last on that project, script-injection vectors and
//   malformed documents (project odd-content); beside them, from their start, since they spend
//   minutes waiting on Firestore's timeouts and the clock: the site built by Firebase App
//   Hosting's own adapter, on the fixtures seeded afresh in a Firestore project of its own
//   (demo-e2e-apphosting), served as its bundle.yaml says → the public specs again (projects
//   request and chromium, then clock) → beside the clock's tests, which wait on the clock, the
//   upgrade from 0.1.0 (project upgrade, test/upgrade/): the old release's backup
//   restored into a project of its own, `npm run build` (migrations, then next build), the old
//   pages' text looked for in the new pages.
//   `npm run test:ops -- --project outage` and the like run those projects only
//   (`-- --project odd-content --no-deps` those specs alone; `-- --project apphosting` and
//   `-- --project upgrade` those stages alone).
//
// The fixtures are written in this release's shape: wherever they are seeded, the migrations
// are recorded as run without running (npm run migrate -- --baseline), so that a build that
// runs them (`npm run build`, as App Hosting's adapter does) finds nothing to change.
import { randomBytes } from 'node:crypto'
import { cpSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { startAuthEmulator } from '../../scripts/lib/auth-emulator.mjs'
import { LOOPBACK_HOSTNAME } from '../../scripts/lib/loopback.mjs'
import { ensureTestBrowser } from '../../scripts/lib/chromium.mjs'
import { startFirestoreEmulator } from '../../scripts/lib/emulator.mjs'
import { migrateEmulator } from '../../scripts/lib/migrate.mjs'
import { ensureNginx, startCachingProxy } from '../../scripts/lib/nginx.mjs'
import {
  freePort,
  run,
  start,
  stop,
  stopAll,
  stopAllOnExit,
  tempDir,
  waitForHttp,
} from '../../scripts/lib/processes.mjs'
import { appHostingServer, buildWithAppHostingAdapter, copyRepository } from './apphosting.mjs'
import { startRedis } from '../../scripts/lib/redis.mjs'
import { seedEmulator } from '../../scripts/lib/seed-emulator.mjs'
import { buildSite, serveSite, siteEnv } from '../../scripts/lib/site-build.mjs'
import { upgradeStage } from '../upgrade/stage.mjs'

const projectId = 'demo-e2e'
const distDir = '.next-e2e'
/** The projects that run once the public and admin specs are done (see later()). */
const LATER = ['instances', 'outage', 'odd-content']
/** Stages of --ops that are not Playwright projects: each builds the site its own way. */
const STAGES = ['apphosting', 'upgrade']
/** The tag of the browser smoke journeys, which `npm test` runs (docs/testing.md). */
const SMOKE = '@smoke'

/**
 * What the App Hosting stage runs on the adapter's build, beside the clock's tests: what its
 * server answers (every request-level test, and the public specs of odd requests, pictures,
 * caching and headers) and the browser smoke journeys. The other browser tests check the same
 * pages' client code, which the tiers run on the standalone build (docs/testing.md).
 */
const ADAPTER_CHECKS = [
  '^request ',
  SMOKE,
  '(bad-requests|bounded-work|caching-proxy|security|views)\\.spec\\.ts',
].join('|')

stopAllOnExit()

async function loadFixtures(now) {
  const dir = new URL('../../e2e/fixtures/', import.meta.url)
  const content = {}
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const fixtureModule = await import(new URL(file, dir).href)
    if (typeof fixtureModule.fixtures !== 'function') continue
    for (const [collection, docs] of Object.entries(fixtureModule.fixtures(now))) {
      content[collection] = [...(content[collection] ?? []), ...docs]
    }
  }
  return content
}

/**
 * The fixtures, written relative to `now`, in place of what the emulator holds for the project;
 * migrated.
 */
async function seedFixtures(host, now, project = projectId) {
  const counts = await seedEmulator({ host, projectId: project, content: await loadFixtures(now) })
  // Written in this release's shape: recorded as migrated, changed by no migration.
  await migrateEmulator({ host, projectId: project, flag: '--baseline' })
  return counts
}

async function main() {
  const chromium = ensureTestBrowser()
  ensureNginx('e2e')
  const [emulatorPort, sitePort, authPort] = [await freePort(), await freePort(), await freePort()]
  const [emulator, auth] = await Promise.all([
    startFirestoreEmulator({ port: emulatorPort, projectId }),
    startAuthEmulator({ port: authPort, projectId }),
  ])
  // Fixtures are written relative to this moment; the tests read it back from E2E_NOW.
  const now = new Date()
  const counts = await seedFixtures(emulator.host, now)
  console.log(`[e2e] seeded ${JSON.stringify(counts)}`)

  const baseURL = `http://localhost:${sitePort}`
  const env = siteEnv({
    emulatorHost: emulator.host,
    projectId,
    baseURL,
    distDir,
    // `npm test` type-checks before it builds: the builds here skip Next's second pass.
    SITE_TYPES_CHECKED: '1',
    REVALIDATE_SECRET: randomBytes(24).toString('hex'),
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    // Pictures uploaded by the admin tests: a folder of this run's own, served at /uploads/.
    LOCAL_UPLOADS_DIR: tempDir('e2e-uploads'),
  })
  // --all (test:all): --tier all, then --ops, on the one build.
  const all = process.argv[2] === '--all'
  const ops = process.argv[2] === '--ops' || all
  const tier = process.argv[2] === '--tier' ? process.argv[3] : all ? 'all' : undefined
  const args = process.argv.slice(ops ? 3 : tier ? 4 : 2)
  if (all && args.length) throw new Error('--all takes no arguments: run a tier or --ops with them')
  let code = 0
  let built
  if (!ops || all) {
    // Arguments of one's own replace the tier's runs: npm run test:e2e -- e2e/site.spec.ts
    const runs = args.length ? [args] : tierRuns(tier ?? 'browser')
    ;({ code, built } = await publicAndAdmin(env, sitePort, runs, { chromium, now, keep: all }))
  }
  if (ops && code === 0) {
    const asked = args.flatMap((arg, i) => (args[i - 1] === '--project' ? [arg] : []))
    const later = asked.filter((project) => !STAGES.includes(project))
    const upgrade = asked.length && !asked.includes('upgrade') ? undefined : upgradeRun(emulator)
    // App Hosting's stage reads a Firestore project and a build of its own and writes its own
    // test output: it runs beside the later stage's tests if they run (see laterStage), as
    // they spend minutes waiting on Firestore's timeouts and the clock, and alone if not.
    let appHostingRun
    const runAppHosting = () => {
      // A failure is the stage's exit code, not an unhandled rejection while the others run.
      appHostingRun ??= appHostingBuilt(env, emulator)
        .then((build) => appHosting(build, { chromium, beside: upgrade }))
        .catch((error) => {
          console.error(`[e2e] App Hosting's stage: ${error.stack ?? error.message}`)
          return 1
        })
      return appHostingRun
    }
    const wantAppHosting = !asked.length || asked.includes('apphosting')
    if (!asked.length || later.length) {
      // The outage and odd-content specs run their own servers of the public specs' build.
      if (built) {
        // That build is made: it comes back as built, with the fixtures it was built on, in
        // place of what the admin's tests changed and its server rendered since.
        restoreServedBuild(built)
        await seedFixtures(emulator.host, now)
      } else {
        console.log('[e2e] building the site for the outage and odd-content specs')
        await buildSite(env)
      }
      code = await laterStage(env, {
        chromium,
        now,
        // Playwright's arguments without the stages that run apart.
        args: args.filter(
          (arg, i) =>
            !STAGES.includes(arg) && !(arg === '--project' && STAGES.includes(args[i + 1])),
        ),
        beside: wantAppHosting ? runAppHosting : undefined,
      })
    }
    if (wantAppHosting) {
      code = Math.max(code, await runAppHosting())
    } else if (code === 0 && upgrade) {
      code = await upgrade()
    }
  }
  await Promise.all([emulator.stop(), auth.stop(), stopAll()])
  process.exit(code)
}

const projectArgs = (...names) => names.flatMap((name) => ['--project', name])

/**
 * Each tier's Playwright runs, one after another on the same build and server (docs/testing.md).
 * The admin's tests publish and delete, so they run after the public ones: as the config's
 * dependencies where a run takes every test, in a run of their own (--no-deps) where a run
 * takes some. A command-line grep does not reach a project's dependencies, which would run in
 * full. The grep is matched against the project's name, the file and the titles with their tags.
 */
function tierRuns(tier) {
  const fast = [
    // The request-level checks, with the public smoke journeys beside them.
    [...projectArgs('request', 'chromium'), '--grep', `^request |${SMOKE}`],
    [...projectArgs('admin'), '--no-deps', '--grep', SMOKE],
    // A server of its own on this build, on a Firestore it cuts; last: the events it writes
    // show on the public pages.
    [...projectArgs('outage'), '--grep', SMOKE],
  ]
  const browser = [
    [...projectArgs('chromium'), '--grep-invert', SMOKE],
    [...projectArgs('clock', 'admin', 'admin-clock'), '--no-deps', '--grep-invert', SMOKE],
  ]
  // Both in one run, the config's order (test:all): the outage smoke is left to test:ops, which
  // runs that spec whole.
  const all = [projectArgs('request', 'chromium', 'clock', 'admin', 'admin-clock')]
  const runs = { fast, browser, all }[tier]
  if (!runs) throw new Error(`--tier ${tier}: the tiers are fast, browser and all`)
  return runs
}

/**
 * The public and admin specs, on one instance with the caching proxy in front. With `keep`,
 * resolves with a copy of the build's served folder as built, as well as the exit code.
 */
async function publicAndAdmin(env, sitePort, runs, { chromium, now, keep = false }) {
  console.log('[e2e] building the site')
  await buildSite(env)
  const built = keep ? copyServedBuild() : undefined
  const site = await serveSite(env, sitePort)
  const code = await playwrightBehindProxy(runs, env, sitePort, { chromium, now })
  await stop(site)
  return { code, built }
}

/** The standalone server's own folder of the build: it writes the pages it renders there. */
const servedBuild = join(distDir, 'standalone', distDir)

function copyServedBuild() {
  const copy = join(tempDir('e2e-build'), distDir)
  cpSync(servedBuild, copy, { recursive: true })
  return copy
}

function restoreServedBuild(copy) {
  rmSync(servedBuild, { recursive: true, force: true })
  cpSync(copy, servedBuild, { recursive: true })
}

/**
 * Playwright runs, one after another, against the site at env.SITE_URL, served on sitePort, and
 * through the caching proxy. Each run runs whether the one before passed or not.
 */
async function playwrightBehindProxy(runs, env, sitePort, { chromium, now, output }) {
  const proxyPort = await freePort()
  const proxy = await startCachingProxy({ port: proxyPort, upstream: `127.0.0.1:${sitePort}` })
  let code = 0
  for (const args of runs) {
    const result = await playwright(
      args,
      {
        ...env,
        E2E_BASE_URL: env.SITE_URL,
        E2E_PROXY_URL: `http://localhost:${proxyPort}`,
        ...testEnv({ chromium, now }),
      },
      { output },
    )
    code ||= result
  }
  await stop(proxy)
  return code
}

/**
 * e2e/instances/: the site built with REDIS_URL, two instances on one Redis (started here,
 * and stopped by the spec itself at its end, to show the instances keep serving); and
 * e2e/outage/, which serves the public specs' build again, on a Firestore it cuts.
 */
async function laterStage(env, { chromium, now, args, beside }) {
  const projects = args.length ? args : LATER.flatMap((p) => ['--project', p])
  const testing = { ...env, E2E_BASE_URL: env.SITE_URL, ...testEnv({ chromium, now }) }
  let redis
  // The odd-content project runs after the others, as Playwright's dependencies, unless told
  // --no-deps.
  const withDeps = projects.includes('odd-content') && !projects.includes('--no-deps')
  const instances = projects.includes('instances') || withDeps
  // The outage spec runs that build too, on a Redis of its own.
  if (instances || projects.includes('outage')) {
    redis = await startRedis({ port: await freePort(), who: 'e2e' })
    const [first, second] = [await freePort(), await freePort()]
    const shared = {
      ...env,
      // Served over http here, as behind a proxy that ends TLS: the public address is https,
      // which is what decides the session cookie's Secure flag (e2e/instances/secure-cookie).
      SITE_URL: `https://localhost:${first}`,
      NEXT_DIST_DIR: `${distDir}-redis`,
      REDIS_URL: redis.url,
    }
    console.log('[e2e] building the site with a shared cache in Redis')
    await buildSite(shared)
    testing.E2E_REDIS_DIST_DIR = shared.NEXT_DIST_DIR
    if (instances) {
      await Promise.all([serveSite(shared, first), serveSite(shared, second)])
      Object.assign(testing, shared, {
        E2E_BASE_URL: `http://localhost:${first}`,
        E2E_SECOND_URL: `http://localhost:${second}`,
        E2E_REDIS_PID: String(redis.pid),
      })
    }
  }
  // `beside` (App Hosting's stage) starts with the tests: those of instances and outage spend
  // minutes waiting on Firestore's timeouts and the clock, and its build and checks fill them.
  beside?.()
  // Two workers in all: the config's five are for the clock's tests beside the admin specs.
  const code = await playwright(['--workers', '2', ...projects], testing)
  await redis?.stop()
  return code
}

/** The Firestore project that App Hosting's stage seeds and reads (appHostingBuilt). */
const appHostingProject = `${projectId}-apphosting`

/**
 * The site as Firebase App Hosting builds it: its Next.js adapter's build, in a copy of the
 * repository, on the fixtures seeded afresh (the admin specs changed them) in a Firestore project
 * of its own, so that it can build while the later stage's specs use the first project.
 * Resolves with what appHosting() serves and tests.
 */
async function appHostingBuilt(env, emulator) {
  const now = new Date()
  await seedFixtures(emulator.host, now, appHostingProject)
  // Removed when this process exits.
  const dir = tempDir('e2e-apphosting')
  copyRepository(dir)
  const port = await freePort()
  // E2E_BUILD_FILES: the specs that read the build's files skip them here (bounded-work).
  const site = {
    ...env,
    FIREBASE_PROJECT_ID: appHostingProject,
    NEXT_DIST_DIR: undefined,
    E2E_BUILD_FILES: 'elsewhere',
    SITE_URL: `http://localhost:${port}`,
  }
  console.log('[e2e] building the site with the App Hosting adapter')
  await buildWithAppHostingAdapter({ cwd: dir, env: site })
  console.log('[e2e] built the site with the App Hosting adapter')
  return { dir, port, site, now }
}

/**
 * The public specs against App Hosting's build (appHostingBuilt), served as
 * .apphosting/bundle.yaml says.
 */
async function appHosting({ dir, port, site, now }, { chromium, beside }) {
  const { command, args, cwd } = appHostingServer(dir)
  const server = start(command, args, {
    cwd,
    env: { ...site, PORT: String(port), HOSTNAME: LOOPBACK_HOSTNAME },
  })
  await waitForHttp(`http://localhost:${port}/robots.txt`)
  const checks = [...projectArgs('request', 'chromium'), '--no-deps', '--grep', ADAPTER_CHECKS]
  // After the others, as the config's dependencies order it: it writes events they would see.
  const clock = [...projectArgs('clock'), '--no-deps']
  // Playwright's output in folders of the stage's own: it runs beside the later stage's tests.
  const checked = await playwrightBehindProxy([checks], site, port, {
    chromium,
    now,
    output: 'apphosting',
  })
  // The clock's tests spend two minutes waiting on the clock: `beside` (the upgrade stage, a
  // project and a build of its own) runs then, not after them, if the checks passed.
  const codes = await Promise.all([
    playwrightBehindProxy([clock], site, port, { chromium, now, output: 'apphosting-clock' }),
    checked === 0 && beside ? beside() : checked,
  ])
  await stop(server)
  return Math.max(checked, ...codes)
}

/**
 * The upgrade stage, as a function to run when its turn comes. Its Playwright run writes to
 * folders of its own: it may run while another run (App Hosting's clock tests) writes the usual
 * ones.
 */
function upgradeRun(emulator) {
  return () =>
    upgradeStage({
      emulatorHost: emulator.host,
      playwright: (args, env) => playwright(args, env, { output: 'upgrade' }),
    })
}

function testEnv({ chromium, now }) {
  return { E2E_NOW: now.toISOString(), ...(chromium ? { CHROMIUM_PATH: chromium } : {}) }
}

/**
 * One Playwright run; with `output`, its results and report go to folders of that name, for a
 * run beside another (Playwright empties its output folder as it starts).
 */
async function playwright(args, env, { output } = {}) {
  const apart = output
    ? {
        args: ['--output', `test-results/${output}`],
        env: { PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/${output}` },
      }
    : { args: [], env: {} }
  try {
    await run('npx', ['playwright', 'test', ...args, ...apart.args], {
      env: { ...env, ...apart.env },
    })
    return 0
  } catch (error) {
    console.error(`[e2e] ${error.message}`)
    return 1
  }
}

main().catch((error) => {
  console.error(`[e2e] ${error.stack ?? error.message}`)
  stopAll().finally(() => process.exit(1))
})
