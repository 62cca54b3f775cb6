import 'server-only'
import { connection } from 'next/server'
import { serverEnv } from '@/lib/site/env'

/** What the browser needs of the Firebase project to sign in and to send Firebase's e-mails. */
export interface FirebaseWebConfig {
  apiKey: string
  authDomain: string
  projectId: string
  /** 'host:port' of the Auth emulator, in the demo and the tests. */
  emulatorHost?: string
  google: boolean
}

/** The project's web configuration, read when a page asks, not baked into a build; null when unset. */
export async function firebaseWebConfig(): Promise<FirebaseWebConfig | null> {
  await connection()
  const env = serverEnv()
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST
  const apiKey = env.FIREBASE_WEB_API_KEY ?? (emulatorHost ? 'demo-api-key' : undefined)
  if (!apiKey) return null
  return {
    apiKey,
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.projectId}.firebaseapp.com`,
    projectId: env.projectId,
    emulatorHost,
    google: env.ADMIN_GOOGLE_SIGN_IN === '1',
  }
}
