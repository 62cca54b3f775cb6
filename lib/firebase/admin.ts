import 'server-only'
import { applicationDefault, getApps, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { serverEnv } from '@/lib/site/env'

function adminApp(): App {
  const existing = getApps()[0]
  if (existing) return existing
  const env = serverEnv()
  // The emulator and `demo-` projects need no credentials; anything else reads the real
  // project with a service account or application default credentials.
  const needsCredentials = !env.FIRESTORE_EMULATOR_HOST && !env.projectId.startsWith('demo-')
  // Without credentials to find, don't let google-auth probe for a GCE metadata server.
  if (!needsCredentials) process.env.METADATA_SERVER_DETECTION ??= 'none'
  return initializeApp({
    projectId: env.projectId,
    ...(needsCredentials ? { credential: applicationDefault() } : {}),
  })
}

let db: Firestore | undefined

export function firestore(): Firestore {
  db ??= getFirestore(adminApp())
  return db
}
