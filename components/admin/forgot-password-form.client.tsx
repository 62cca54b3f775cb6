'use client'
import Link from 'next/link'
import { sendPasswordResetEmail } from 'firebase/auth'
import { useRef, useState, type FormEvent } from 'react'
import type { FirebaseWebConfig } from '@/lib/admin/accounts/web-config'
import { authMessage, firebaseAuth } from './firebase-auth.client'

/**
 * Asks Firebase to send its password-reset e-mail. The answer is the same whether or not an
 * account has the address, so the form tells nobody who edits the site.
 */
export function ForgotPasswordForm({ config }: { config: FirebaseWebConfig }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const answer = useRef<HTMLDivElement>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    setBusy(true)
    setError(null)
    try {
      await sendPasswordResetEmail(firebaseAuth(config), email, {
        url: `${window.location.origin}/admin/sign-in`,
      })
      setSentTo(email)
    } catch (caught) {
      const code = (caught as { code?: string }).code
      // Said the same as a success: whether an account exists is nobody's business.
      if (code === 'auth/user-not-found') setSentTo(email)
      else setError(authMessage(caught, 'The e-mail could not be sent. Please try again.'))
    } finally {
      setBusy(false)
      answer.current?.focus()
    }
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div ref={answer} tabIndex={-1}>
        {sentTo ? (
          <p className="admin-notice" role="status">
            If {sentTo} has an account here, an e-mail from Firebase is on its way with a link to
            choose a new password. The link works for an hour.
            {config.emulatorHost ? (
              <>
                {' '}
                (This is the demo: read it in the{' '}
                <Link href="/admin/demo-mailbox">demo mailbox</Link>.)
              </>
            ) : null}
          </p>
        ) : null}
        {error ? (
          <p className="admin-alert" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="admin-field">
        <label htmlFor="forgot-email">E-mail address</label>
        <input id="forgot-email" name="email" type="email" autoComplete="username" required />
      </div>
      <button className="button admin-button" type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send me a link'}
      </button>
    </form>
  )
}
