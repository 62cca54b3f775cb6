'use client'
import {
  confirmPasswordReset,
  signInWithEmailAndPassword,
  verifyPasswordResetCode,
} from 'firebase/auth'
import Link from 'next/link'
import { useEffect, useState, type FormEvent } from 'react'
import type { FirebaseWebConfig } from '@/lib/admin/accounts/web-config'
import { authMessage, firebaseAuth, startSession } from './firebase-auth.client'

const MIN_PASSWORD = 10

type Step =
  { kind: 'checking' } | { kind: 'choose'; email: string } | { kind: 'broken'; message: string }

/**
 * The page a Firebase password e-mail links to (a reset, or an invitation): it checks the
 * link's code, lets the person choose a password, and signs them in with it.
 */
export function EmailAction({
  config,
  mode,
  oobCode,
}: {
  config: FirebaseWebConfig
  mode: string
  oobCode: string
}) {
  const usable = mode === 'resetPassword' && Boolean(oobCode)
  const [step, setStep] = useState<Step>(
    usable
      ? { kind: 'checking' }
      : { kind: 'broken', message: 'This link is not one this page can use.' },
  )
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!usable) return
    verifyPasswordResetCode(firebaseAuth(config), oobCode).then(
      (email) => setStep({ kind: 'choose', email }),
      (caught: unknown) =>
        setStep({
          kind: 'broken',
          message: authMessage(caught, 'This link cannot be used. Ask for a new one below.'),
        }),
    )
  }, [config, usable, oobCode])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step.kind !== 'choose') return
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    if (password.length < MIN_PASSWORD) {
      setError(`Choose a longer password: at least ${MIN_PASSWORD} characters.`)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await confirmPasswordReset(firebaseAuth(config), oobCode, password)
      // A new password revokes the account's sessions to the second, and the server refuses a
      // sign-in in that same second (lib/firebase/sessions.ts): wait for the next one.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      await startSession(config, (auth) => signInWithEmailAndPassword(auth, step.email, password))
    } catch (caught) {
      setError(authMessage(caught, 'The password could not be set. Please try again.'))
      setBusy(false)
    }
  }

  if (step.kind === 'checking') return <p role="status">Checking the link…</p>
  if (step.kind === 'broken') {
    return (
      <div className="admin-alert" role="alert">
        <p>{step.message}</p>
        <Link href="/admin/forgot-password">Send me a new link</Link>
      </div>
    )
  }
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      {error ? (
        <p className="admin-alert" role="alert" id="password-error">
          {error}
        </p>
      ) : null}
      <p>
        Choose a password for <strong>{step.email}</strong>. You are signed in with it straight
        away.
      </p>
      {/* For password managers: the account the password is for. */}
      <input type="hidden" name="username" autoComplete="username" value={step.email} />
      <div className="admin-field">
        <label htmlFor="new-password">New password</label>
        <p className="admin-hint" id="new-password-hint">
          At least {MIN_PASSWORD} characters. A few words you will remember work well.
        </p>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD}
          aria-describedby={`new-password-hint${error ? ' password-error' : ''}`}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <button className="button admin-button" type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Choose this password and sign in'}
      </button>
    </form>
  )
}
