'use client'
import { getApps, initializeApp } from 'firebase/app'
import {
  connectAuthEmulator,
  getAuth,
  inMemoryPersistence,
  setPersistence,
  signOut,
  type Auth,
  type UserCredential,
} from 'firebase/auth'
import type { FirebaseWebConfig } from '@/lib/admin/accounts/web-config'

let auth: Auth | undefined

/** The one Firebase Auth of this page, on the emulator when the server names one. */
export function firebaseAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth
  const app = getApps()[0] ?? initializeApp(config)
  auth = getAuth(app)
  if (config.emulatorHost) {
    connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true })
  }
  return auth
}

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'That e-mail address and password do not match an account.',
  'auth/wrong-password': 'That e-mail address and password do not match an account.',
  'auth/user-not-found': 'That e-mail address and password do not match an account.',
  'auth/invalid-email': 'Enter an e-mail address, like name@example.org.',
  'auth/user-disabled': 'This account has been switched off. Ask an administrator.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/network-request-failed': 'The sign-in service could not be reached. Try again.',
  'auth/weak-password': 'Choose a longer password: at least 10 characters.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one below.',
  'auth/invalid-action-code':
    'This link has been used already, or is not complete. Ask for a new one below.',
}

/** What to tell the editor of a Firebase error. */
export function authMessage(caught: unknown, fallback: string): string {
  return MESSAGES[(caught as { code?: string }).code ?? ''] ?? fallback
}

/**
 * Signs in with Firebase in the browser, hands the ID token to the server once for a session
 * cookie, and forgets the browser's own Firebase session: from then on only the cookie counts.
 * Then a full load of the admin area (the client router may hold it as a redirect to sign-in).
 */
export async function startSession(
  config: FirebaseWebConfig,
  signIn: (auth: Auth) => Promise<UserCredential>,
): Promise<void> {
  const auth = firebaseAuth(config)
  await setPersistence(auth, inMemoryPersistence)
  const { user } = await signIn(auth)
  const response = await fetch('/admin/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: await user.getIdToken() }),
  })
  await signOut(auth)
  if (!response.ok) throw Object.assign(new Error(), { code: 'session' })
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/admin')
}
