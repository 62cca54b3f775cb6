import 'server-only'
import { adminAuth } from '@/lib/firebase/admin'
import { roleFromClaims, type Role } from '@/lib/firebase/roles'
import { requireRole } from './session'

export interface Account {
  uid: string
  email: string
  role: Role | null
  /** ISO, or null for an account that has never signed in. */
  lastSignIn: string | null
  disabled: boolean
}

/** Every account of the project, administrators first, then editors, then the rest. */
export async function listAccounts(): Promise<Account[]> {
  await requireRole('admin')
  const accounts: Account[] = []
  let pageToken: string | undefined
  do {
    const page = await adminAuth().listUsers(1000, pageToken)
    for (const user of page.users) {
      accounts.push({
        uid: user.uid,
        email: user.email ?? '(no e-mail)',
        role: roleFromClaims(user.customClaims),
        lastSignIn: user.metadata.lastSignInTime
          ? new Date(user.metadata.lastSignInTime).toISOString()
          : null,
        disabled: user.disabled,
      })
    }
    pageToken = page.pageToken
  } while (pageToken)
  const rank = (role: Role | null) => (role === 'admin' ? 0 : role === 'editor' ? 1 : 2)
  return accounts.sort((a, b) => rank(a.role) - rank(b.role) || a.email.localeCompare(b.email))
}
