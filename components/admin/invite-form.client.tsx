'use client'
import { useActionState, useEffect, useRef } from 'react'
import { inviteEditor, type InviteState } from '@/lib/admin/account-actions'

/** Inviting someone: their address and role, then the link to send them. */
export function InviteForm() {
  const [state, action, pending] = useActionState<InviteState, FormData>(inviteEditor, {})
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.link || state.error) result.current?.focus()
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
            defaultValue={state.link ? '' : state.email}
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
        {state.link ? (
          <div className="admin-notice">
            <p>
              {state.email} is invited. Send them this link: it lets them choose a password, then
              sign in at /admin/sign-in. (Or they can sign in with Google, if they use this address
              there.)
            </p>
            <div className="admin-field">
              <label htmlFor="invite-link">Link to send</label>
              <input
                id="invite-link"
                type="text"
                readOnly
                value={state.link}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          </div>
        ) : null}
      </div>
    </form>
  )
}
