#!/usr/bin/env node
// The embedded default: starts the Firestore emulator, seeds the demo content, builds and
// serves the site on http://localhost:3000; Ctrl-C stops everything.
//   npm run demo          production build, like the deployed site
//   npm run dev           the same content with `next dev`
import { ensureAccount, withAuth } from '../lib/accounts.mjs'
import { startAuthEmulator } from '../lib/auth-emulator.mjs'
import { startFirestoreEmulator } from '../lib/emulator.mjs'
import { LOOPBACK_HOSTNAME } from '../lib/loopback.mjs'
import { standaloneServer } from '../build/standalone-assets.mjs'
import {
  freePort,
  portInUse,
  run,
  start,
  stopAll,
  stopAllOnExit,
  tempDir,
} from '../lib/processes.mjs'
import { seedDemo } from './seed.mjs'

const dev = process.argv.includes('--dev')
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-creative-communities'
const sitePort = Number(process.env.PORT ?? 3000)
const preferredEmulatorPort = Number(process.env.FIRESTORE_PORT ?? 8080)
const preferredAuthPort = Number(process.env.AUTH_PORT ?? 9099)

/** The demo's editor: an administrator, so every part of the admin area can be tried. */
const DEMO_EDITOR = { email: 'editor@example.org', password: 'demo-editor-1', role: 'admin' }

stopAllOnExit()

async function main() {
  if (!projectId.startsWith('demo-')) {
    throw new Error(`The demo only runs on a demo- project (FIREBASE_PROJECT_ID=${projectId})`)
  }
  if (await portInUse(sitePort)) throw new Error(`Port ${sitePort} is in use; set PORT to another`)
  const emulatorPort = (await portInUse(preferredEmulatorPort))
    ? await freePort()
    : preferredEmulatorPort
  console.log(`[demo] starting the Firestore emulator on 127.0.0.1:${emulatorPort}`)
  const emulator = await startFirestoreEmulator({ port: emulatorPort, projectId })
  // Pictures uploaded in the demo's admin area stay on this machine, served at /uploads/; the
  // award round's documents are seeded there too.
  const uploadsDir = tempDir('demo-uploads')
  await seedDemo({ host: emulator.host, projectId, uploadsDir })
  const authPort = (await portInUse(preferredAuthPort)) ? await freePort() : preferredAuthPort
  console.log(`[demo] starting the Auth emulator on 127.0.0.1:${authPort}`)
  const auth = await startAuthEmulator({ port: authPort, projectId })
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host
  await withAuth(projectId, (client) => ensureAccount(client, DEMO_EDITOR))

  const env = {
    FIRESTORE_EMULATOR_HOST: emulator.host,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    LOCAL_UPLOADS_DIR: uploadsDir,
    FIREBASE_PROJECT_ID: projectId,
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${sitePort}`,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  if (!dev) {
    console.log('[demo] building the site (npm run build)')
    await run('npm', ['run', 'build'], { env })
  }
  // Next's own server, as `npm start` runs it; only this machine can reach the demo.
  const server = dev
    ? start('npx', ['next', 'dev', '-H', LOOPBACK_HOSTNAME, '-p', String(sitePort)], { env })
    : start('node', [standaloneServer()], {
        env: { ...env, PORT: String(sitePort), HOSTNAME: LOOPBACK_HOSTNAME },
      })
  console.log(`[demo] serving on http://localhost:${sitePort} (Ctrl-C to stop)`)
  console.log(
    `[demo] edit it at http://localhost:${sitePort}/admin as ${DEMO_EDITOR.email}, ` +
      `password ${DEMO_EDITOR.password}`,
  )
  server.on('exit', (code) => {
    stopAll().finally(() => process.exit(code ?? 0))
  })
}

main().catch((error) => {
  console.error(`[demo] ${error.message}`)
  stopAll().finally(() => process.exit(1))
})
