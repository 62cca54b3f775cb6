// Starts a real Firestore emulator for the `emulator` jest project and points firebase-admin
// at it (workers inherit the environment). Stopped by global-teardown.mjs, by PID.
import { startFirestoreEmulator } from '../../scripts/lib/emulator.mjs'
import { freePort } from '../../scripts/lib/processes.mjs'

export default async function globalSetup() {
  const projectId = 'demo-jest'
  const emulator = await startFirestoreEmulator({ port: await freePort(), projectId })
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host
  process.env.FIREBASE_PROJECT_ID = projectId
  globalThis.__firestoreEmulator = emulator
}
