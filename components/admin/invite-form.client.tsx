'use client'
import Link from 'next/link'
import { sendPasswordResetEmail } from 'firebase/auth'
import { useActionState, useEffect, useRef, useState } from 'react'
import { inviteEditor, type InviteState } from '@/lib/admin/accounts/actions'
import type { FirebaseWebConfig } from '@/lib/admin/accounts/web-config'
import { firebaseAuth } from './firebase-auth.client'

/** The server's answer, and whether Firebase's e-mail went. */
type Invited = InviteState & { mail?: 'sent' | 'failed' }

function sendInvitation(
  config: FirebaseWebConfig | null,
  email: string,
): Promise<'sent' | 'failed'> {
  if (!config) return Promise.resolve('failed')
  return sendPasswordResetEmail(firebaseAuth(config), email, {
    url: `${window.location.origin}/admin/sign-in`,
  }).then(
    () => 'sent',
    () => 'failed',
  )
}

/**
 * Inviting someone: their address and role; then Firebase e-mails them a link to choose a
 * password (the same e-mail as "Forgot your password?"), which proves the address is theirs.
 */
export function InviteForm({ config }: { config: FirebaseWebConfig | null }) {
  const [state, action, pending] = useActionState<Invited, FormData>(async (before, formData) => {
    const answer = await inviteEditor(before, formData)
    return answer.invited && answer.email
      ? { ...answer, mail: await sendInvitation(config, answer.email) }
      : answer
  }, {})
  // "Send the e-mail again" answers here, for the invitation the form last made.
  const [again, setAgain] = useState<{ for: Invited; mail: 'sending' | 'sent' | 'failed' } | null>(
    null,
  )
  const mail = again?.for === state ? again.mail : state.mail
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.invited || state.error) result.current?.focus()
  }, [state])

  return (
    <form action={action} className="admin-form admin-invite" noValidate>
      <fieldset>
        <legend>Invite someone</legend>
        <div className="admin-field">
          <label htmlFor="invite-email">E-mail address</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={state.invited ? '' : state.email}
            aria-describedby="invite-hint"
          />
          <p id="invite-hint" className="admin-hint">
            They get the role the first time they sign in with this address.
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor="invite-role">Role</label>
          {/* Keyed by the answer's role: a form reset would put back the first one chosen. */}
          <select
            key={state.role ?? 'editor'}
            id="invite-role"
            name="role"
            defaultValue={state.role ?? 'editor'}
          >
            <option value="editor">Editor: edits content</option>
            <option value="admin">Administrator: also manages editors</option>
          </select>
        </div>
        <button className="button admin-button" type="submit" disabled={pending}>
          {pending ? 'Inviting…' : 'Invite'}
        </button>
      </fieldset>
      <div ref={result} tabIndex={-1} aria-live="polite">
        {state.error ? <p className="admin-alert">{state.error}</p> : null}
        {state.replaceable ? (
          <button
            className="button admin-button"
            type="submit"
            name="replace"
            value="yes"
            disabled={pending}
          >
            Replace that account and invite
          </button>
        ) : null}
        {state.invited && mail ? (
          <div className={mail === 'failed' ? 'admin-alert' : 'admin-notice'}>
            <p>
              {mail === 'sending'
                ? `${state.email} is invited. Sending them the e-mail…`
                : mail === 'sent'
                  ? `${state.email} is invited. Firebase has e-mailed them a link to choose a password; they get the role when they first sign in. (Or they can sign in with Google, if they use this address there.)`
                  : `${state.email} is invited, but the e-mail could not be sent.`}
              {mail === 'sent' && config?.emulatorHost ? (
                <>
                  {' '}
                  This is the demo: the e-mail is in the{' '}
                  <Link href="/admin/demo-mailbox">demo mailbox</Link>.
                </>
              ) : null}
            </p>
            {mail !== 'sending' ? (
              <button
                className="button button--ghost admin-button"
                type="button"
                onClick={() => {
                  setAgain({ for: state, mail: 'sending' })
                  void sendInvitation(config, state.email!).then((sent) =>
                    setAgain({ for: state, mail: sent }),
                  )
                }}
              >
                Send the e-mail again
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  )
}
