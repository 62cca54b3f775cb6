import { DEMO_PROJECT_ID } from '@/lib/site/env'

/**
 * A `demo-` project has no real database: without FIRESTORE_EMULATOR_HOST, use the emulator
 * where `npm run demo` starts it, rather than fail on missing credentials.
 */
export function targetDemoEmulator(): void {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID
  if (projectId.startsWith('demo-')) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080'
}
