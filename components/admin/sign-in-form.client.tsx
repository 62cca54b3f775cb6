'use client'
import {
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  type Auth,
  type UserCredential,
} from 'firebase/auth'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import type { FirebaseWebConfig } from '@/lib/admin/accounts/web-config'
import { authMessage, startSession } from './firebase-auth.client'

/** The sign-in form: an e-mail address and password, or Google where the project allows it. */
export function SignInForm({ config }: { config: FirebaseWebConfig }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const router = useRouter()
  // Reached by the client router (signed out, or removed), the header above still shows the
  // account it had: drawn again from the server, it shows nobody.
  useEffect(() => router.refresh(), [router])

  async function finish(signIn: (auth: Auth) => Promise<UserCredential>) {
    setBusy(true)
    setError(null)
    try {
      await startSession(config, signIn)
    } catch (caught) {
      setError(authMessage(caught, 'Signing in did not work. Please try again.'))
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
        <p>
          <Link href="/admin/forgot-password">Forgot your password?</Link>
        </p>
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
