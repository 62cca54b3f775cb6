'use server'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { adminAuth, firestore } from '@/lib/firebase/admin'
import { listAccounts } from './accounts'
import { recordChange } from './history'
import { ROLES, roleFromClaims } from './roles'
import { requireRole } from './session'

const changeSchema = z.object({
  email: z.email(),
  role: z.enum([...ROLES, 'none']),
})

function back(query: Record<string, string>): never {
  redirect(`/admin/editors?${new URLSearchParams(query)}`)
}

/**
 * Gives an account a role or takes it away (administrators only). The last administrator
 * cannot be removed or demoted; taking a role away also ends that account's sessions.
 */
export async function changeRole(formData: FormData): Promise<void> {
  const admin = await requireRole('admin')
  const parsed = changeSchema.safeParse({
    email: String(formData.get('email') ?? '').trim(),
    role: formData.get('role'),
  })
  if (!parsed.success) back({ error: 'invalid' })
  const { email, role } = parsed.data
  const user = await adminAuth()
    .getUserByEmail(email)
    .catch(() => null)
  if (!user) back({ error: 'no-account', email })
  const before = roleFromClaims(user.customClaims)
  const after = role === 'none' ? null : role
  if (before === after) back({ changed: email })
  if (before === 'admin') {
    const admins = (await listAccounts()).filter((account) => account.role === 'admin')
    if (admins.length <= 1) back({ error: 'last-admin' })
  }
  await adminAuth().setCustomUserClaims(user.uid, after ? { role: after } : null)
  if (!after) await adminAuth().revokeRefreshTokens(user.uid)
  // Accounts live in Firebase Authentication, so the record follows the change rather than
  // sharing its batch.
  const batch = firestore().batch()
  recordChange(batch, {
    editor: admin,
    action: 'role',
    target: firestore().collection('accounts').doc(user.uid),
    before: { role: before, email },
    after: { role: after, email },
  })
  await batch.commit()
  back({ changed: email })
}
