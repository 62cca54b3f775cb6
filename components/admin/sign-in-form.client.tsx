'use client'
import { getApps, initializeApp } from 'firebase/app'
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  inMemoryPersistence,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type UserCredential,
} from 'firebase/auth'
import { useState, type FormEvent } from 'react'

export interface FirebaseWebConfig {
  apiKey: string
  authDomain: string
  projectId: string
  /** 'host:port' of the Auth emulator, in the demo and the tests. */
  emulatorHost?: string
  google: boolean
}

let auth: Auth | undefined

function firebaseAuth(config: FirebaseWebConfig): Auth {
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
}

/**
 * Signs in with Firebase in the browser, hands the ID token to the server once for a session
 * cookie, and forgets the browser's own Firebase session: from then on only the cookie counts.
 */
export function SignInForm({ config }: { config: FirebaseWebConfig }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function finish(signIn: (auth: Auth) => Promise<UserCredential>) {
    setBusy(true)
    setError(null)
    const auth = firebaseAuth(config)
    try {
      await setPersistence(auth, inMemoryPersistence)
      const { user } = await signIn(auth)
      const response = await fetch('/admin/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: await user.getIdToken() }),
      })
      await signOut(auth)
      if (!response.ok) throw Object.assign(new Error(), { code: 'session' })
      // A full load, not the client router: it has /admin cached as a redirect to this page,
      // and the Firebase SDK has no more work to do in memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/admin')
    } catch (caught) {
      const code = (caught as { code?: string }).code ?? ''
      setError(MESSAGES[code] ?? 'Signing in did not work. Please try again.')
      setBusy(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void finish((auth) =>
      signInWithEmailAndPassword(auth, String(form.get('email')), String(form.get('password'))),
    )
  }

  return (
    <>
      {error ? (
        <p className="admin-alert" role="alert" id="sign-in-error">
          {error}
        </p>
      ) : null}
      <form
        className="admin-form"
        onSubmit={onSubmit}
        aria-describedby={error ? 'sign-in-error' : undefined}
      >
        <div className="admin-field">
          <label htmlFor="email">E-mail address</label>
          <input id="email" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="admin-field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button className="button admin-button" type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {config.google ? (
        <button
          className="button button--ghost admin-button"
          type="button"
          disabled={busy}
          onClick={() => void finish((auth) => signInWithPopup(auth, new GoogleAuthProvider()))}
        >
          Sign in with Google
        </button>
      ) : null}
    </>
  )
}
