import type { Metadata } from 'next'
import { InviteForm } from '@/components/admin/invite-form.client'
import { cancelInvitation, changeRole, removeAccess } from '@/lib/admin/accounts/actions'
import { listAccounts, type Account } from '@/lib/admin/accounts/accounts'
import { listInvitations, type Invitation } from '@/lib/admin/accounts/invitations'
import { firebaseWebConfig } from '@/lib/admin/accounts/web-config'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'
import { Loading } from '@/components/admin/loading'
import { AdminTable } from '@/components/admin/admin-table'

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

/** One account's role, and the way to take it away (or the invitation it is waiting on). */
function Access({ account, invitation }: { account: Account; invitation?: Invitation }) {
  if (invitation && !account.role) {
    return (
      <>
        <p className="admin-cell-note">
          Invited as {invitation.role === 'admin' ? 'administrator' : 'editor'} by{' '}
          {invitation.invitedBy.email}, {formatDate(invitation.at, 0)}: not signed in yet.
        </p>
        <form action={cancelInvitation}>
          <input type="hidden" name="email" value={account.email} />
          <button className="button button--ghost admin-button" type="submit">
            Cancel the invitation<span className="visually-hidden"> of {account.email}</span>
          </button>
        </form>
      </>
    )
  }
  return (
    <>
      <RoleForm
        email={account.email}
        role={account.role ?? 'none'}
        label={`Role of ${account.email}`}
      />
      {account.role ? (
        <form action={removeAccess}>
          <input type="hidden" name="email" value={account.email} />
          <button className="button button--ghost admin-button" type="submit">
            Remove access<span className="visually-hidden"> for {account.email}</span>
          </button>
        </form>
      ) : null}
    </>
  )
}

async function Editors({ searchParams }: PageProps<'/admin/editors'>) {
  const params = await searchParams
  const [accounts, invitations] = await Promise.all([listAccounts(), listInvitations()])
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
      {typeof params.removed === 'string' ? (
        <p className="admin-saved" role="status">
          {params.removed} can no longer edit, and is signed out everywhere.
        </p>
      ) : null}
      {typeof params.cancelled === 'string' ? (
        <p className="admin-saved" role="status">
          The invitation of {params.cancelled} is cancelled.
        </p>
      ) : null}
      <InviteForm config={await firebaseWebConfig()} />
      <AdminTable
        className="admin-table admin-stack"
        columns={['Account', 'Last signed in', 'Role']}
      >
        {accounts.map((account) => (
          <tr key={account.uid}>
            <td data-label="Account">
              {account.email}
              {account.disabled ? ' (switched off)' : ''}
            </td>
            <td data-label="Last signed in">
              {account.lastSignIn
                ? `${formatDate(account.lastSignIn, 0)}, ${formatTime(account.lastSignIn)}`
                : 'Never'}
            </td>
            <td data-label="Role">
              <Access account={account} invitation={invitations.get(account.uid)} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  )
}

export default function EditorsPage(props: PageProps<'/admin/editors'>) {
  return (
    <>
      <h1>Editors</h1>
      <p>
        Who may edit the site. Invite someone new by e-mail; they get their role the first time they
        sign in. Removing someone’s access signs them out everywhere at once.
      </p>
      <Loading>
        <Editors {...props} />
      </Loading>
    </>
  )
}
