#!/usr/bin/env node
// End-to-end tests against a production build, on a Firestore emulator that this run starts,
// seeds with the tests' own fixtures (e2e/fixtures) and stops:
//   emulators (Firestore, Auth) → seed → next build → next start, with the caching proxy
//   (nginx) in front → playwright test → stop everything.
// Extra arguments go to Playwright:  npm run test:e2e -- e2e/site.spec.ts
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAuthEmulator } from './lib/auth-emulator.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { startFirestoreEmulator } from './lib/emulator.mjs'
import { ensureNginx, startCachingProxy } from './lib/nginx.mjs'
import { freePort, run, stopAll, stopAllOnExit } from './lib/processes.mjs'
import { seedEmulator } from './lib/seed-emulator.mjs'
import { buildSite, serveSite, siteEnv } from './lib/site-build.mjs'

const projectId = 'demo-e2e'
const distDir = '.next-e2e'

stopAllOnExit()

async function loadFixtures(now) {
  const dir = new URL('../e2e/fixtures/', import.meta.url)
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

async function main() {
  const chromium = ensureChromium()
  ensureNginx('e2e')
  const [emulatorPort, sitePort, authPort] = [await freePort(), await freePort(), await freePort()]
  const [emulator, auth] = await Promise.all([
    startFirestoreEmulator({ port: emulatorPort, projectId }),
    startAuthEmulator({ port: authPort, projectId }),
  ])
  // Fixtures are written relative to this moment; the tests read it back from E2E_NOW.
  const now = new Date()
  const counts = await seedEmulator({
    host: emulator.host,
    projectId,
    content: await loadFixtures(now),
  })
  console.log(`[e2e] seeded ${JSON.stringify(counts)}`)

  const baseURL = `http://localhost:${sitePort}`
  const env = siteEnv({
    emulatorHost: emulator.host,
    projectId,
    baseURL,
    distDir,
    REVALIDATE_SECRET: randomBytes(24).toString('hex'),
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    // Pictures uploaded by the admin tests: a folder of this run's own, served at /uploads/.
    LOCAL_UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'e2e-uploads-')),
  })
  console.log('[e2e] building the site')
  await buildSite(env)
  await serveSite(env, sitePort)
  const proxyPort = await freePort()
  await startCachingProxy({ port: proxyPort, upstream: `127.0.0.1:${sitePort}` })

  let code = 0
  try {
    await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      env: {
        ...env,
        E2E_BASE_URL: baseURL,
        E2E_PROXY_URL: `http://localhost:${proxyPort}`,
        E2E_NOW: now.toISOString(),
        ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
      },
    })
  } catch (error) {
    console.error(`[e2e] ${error.message}`)
    code = 1
  }
  await Promise.all([emulator.stop(), auth.stop(), stopAll()])
  process.exit(code)
}

main().catch((error) => {
  console.error(`[e2e] ${error.stack ?? error.message}`)
  stopAll().finally(() => process.exit(1))
})
