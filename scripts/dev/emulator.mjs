#!/usr/bin/env node
// Runs the Firestore emulator in the foreground, seeded with the demo content, for working
// with `next dev` or `npm run seed` by hand. Ctrl-C stops it.
//   npm run emulator            127.0.0.1:8080 (FIRESTORE_PORT to change)
import { startFirestoreEmulator } from '../lib/emulator.mjs'
import { stopAll, stopAllOnExit } from '../lib/processes.mjs'
import { seedDemo } from './seed.mjs'

const port = Number(process.env.FIRESTORE_PORT ?? 8080)
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-creative-communities'

stopAllOnExit()

try {
  const emulator = await startFirestoreEmulator({ port, projectId })
  await seedDemo({ host: emulator.host, projectId })
  console.log(
    `[emulator] ready: FIRESTORE_EMULATOR_HOST=${emulator.host} FIREBASE_PROJECT_ID=${projectId}`,
  )
  console.log('[emulator] Ctrl-C to stop')
} catch (error) {
  console.error(`[emulator] ${error.message}`)
  await stopAll()
  process.exit(1)
}
