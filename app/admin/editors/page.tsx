import type { Metadata } from 'next'
import { Suspense } from 'react'
import { changeRole } from '@/lib/admin/account-actions'
import { listAccounts } from '@/lib/admin/accounts'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'

export const metadata: Metadata = { title: 'Editors' }

const ERRORS: Record<string, (email: string) => string> = {
  'last-admin': () =>
    'That is the last administrator: give someone else the administrator role first.',
  'no-account': (email) =>
    `There is no account for ${email} yet. Ask them to sign in once at /admin/sign-in, then give it a role here.`,
  invalid: () => 'Enter an e-mail address and choose a role.',
}

const ROLE_CHOICES = [
  ['editor', 'Editor: edits content'],
  ['admin', 'Administrator: also manages editors'],
  ['none', 'No role: cannot edit'],
] as const

function RoleForm({ email, role, label }: { email: string; role: string; label: string }) {
  const id = `role-${email}`
  return (
    <form action={changeRole} className="admin-inline-form">
      <input type="hidden" name="email" value={email} />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} name="role" defaultValue={role}>
        {ROLE_CHOICES.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <button className="button button--ghost admin-button" type="submit">
        Save
      </button>
    </form>
  )
}

async function Editors({ searchParams }: PageProps<'/admin/editors'>) {
  const params = await searchParams
  const accounts = await listAccounts()
  const email = typeof params.email === 'string' ? params.email : ''
  const error = typeof params.error === 'string' ? ERRORS[params.error] : undefined
  return (
    <>
      {error ? (
        <p className="admin-alert" role="alert">
          {error(email)}
        </p>
      ) : null}
      {typeof params.changed === 'string' ? (
        <p className="admin-saved" role="status">
          Saved the role of {params.changed}.
        </p>
      ) : null}
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Last signed in</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.uid}>
              <td>
                {account.email}
                {account.disabled ? ' (switched off)' : ''}
              </td>
              <td>
                {account.lastSignIn
                  ? `${formatDate(account.lastSignIn, 0)}, ${formatTime(account.lastSignIn)}`
                  : 'Never'}
              </td>
              <td>
                <RoleForm
                  email={account.email}
                  role={account.role ?? 'none'}
                  label={`Role of ${account.email}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

export default function EditorsPage(props: PageProps<'/admin/editors'>) {
  return (
    <>
      <h1>Editors</h1>
      <p>
        Who may edit the site. Someone new signs in once at /admin/sign-in; their account then
        appears here, without a role, until you give it one.
      </p>
      <Suspense fallback={<p>Loading…</p>}>
        <Editors {...props} />
      </Suspense>
    </>
  )
}
