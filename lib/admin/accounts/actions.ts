'use server'
import { Timestamp } from 'firebase-admin/firestore'
import type { UserRecord } from 'firebase-admin/auth'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { adminAuth, firestore } from '@/lib/firebase/admin'
import { listAccounts } from './accounts'
import { invitationRef } from './invitations'
import { ROLES, roleFromClaims, type Role } from '@/lib/firebase/roles'
import { requireRole, type Editor } from './session'
import { commitOrThrow } from '@/lib/admin/documents/write'

const changeSchema = z.object({
  email: z.email(),
  role: z.enum([...ROLES, 'none']),
})

function back(query: Record<string, string>): never {
  redirect(`/admin/editors?${new URLSearchParams(query)}`)
}

async function findAccount(email: string): Promise<UserRecord | null> {
  return adminAuth()
    .getUserByEmail(email)
    .catch(() => null)
}

/**
 * Sets an account's role (null takes it away, and ends its sessions at once), refusing to
 * leave the project without an administrator. False when that refusal happened.
 */
async function applyRole(admin: Editor, user: UserRecord, after: Role | null): Promise<boolean> {
  const before = roleFromClaims(user.customClaims)
  if (before === after) return true
  if (before === 'admin') {
    const admins = (await listAccounts()).filter((account) => account.role === 'admin')
    if (admins.length <= 1) return false
  }
  await adminAuth().setCustomUserClaims(user.uid, after ? { role: after } : null)
  if (!after) await adminAuth().revokeRefreshTokens(user.uid)
  // Accounts live in Firebase Authentication, so the record follows the change rather than
  // sharing its batch. A pending invitation goes with a removed role.
  const email = user.email ?? ''
  await commitOrThrow(admin, [
    ...(!after && email
      ? [{ ref: invitationRef(email), op: 'delete', history: false } as const]
      : []),
    {
      ref: firestore().collection('accounts').doc(user.uid),
      op: 'elsewhere',
      history: { action: 'role', before: { role: before, email }, after: { role: after, email } },
    },
  ])
  return true
}

/** Gives an account a role or takes it away (administrators only). */
export async function changeRole(formData: FormData): Promise<void> {
  const admin = await requireRole('admin')
  const parsed = changeSchema.safeParse({
    email: String(formData.get('email') ?? '').trim(),
    role: formData.get('role'),
  })
  if (!parsed.success) back({ error: 'invalid' })
  const { email, role } = parsed.data
  const user = await findAccount(email)
  if (!user) back({ error: 'no-account', email })
  if (!(await applyRole(admin, user, role === 'none' ? null : role))) back({ error: 'last-admin' })
  back({ changed: email })
}

/** Takes every role away from an account and ends its sessions everywhere, at once. */
export async function removeAccess(formData: FormData): Promise<void> {
  const admin = await requireRole('admin')
  const email = String(formData.get('email') ?? '').trim()
  const user = email ? await findAccount(email) : null
  if (!user) back({ error: 'no-account', email })
  if (!(await applyRole(admin, user, null))) back({ error: 'last-admin' })
  back({ removed: email })
}

export interface InviteState {
  email?: string
  role?: string
  error?: string
  /** An account no invitation made holds the address: the administrator may replace it. */
  replaceable?: boolean
  /** The invitation is made: the form now asks Firebase to e-mail them a password link. */
  invited?: boolean
}

const inviteSchema = z.object({
  email: z.email('Enter an e-mail address, like name@example.org.').max(320),
  role: z.enum(ROLES, 'Choose a role.'),
})

/**
 * Invites someone by e-mail: an account is made for the address (without a password) and
 * keeps the role in an invitation until its first sign-in, which gives it the role. The form
 * then has Firebase e-mail them a link to choose a password: following it proves the address.
 *
 * The role goes only to the account the invitation made. Anyone can make an e-mail account
 * for any address with the public web API key, and then have Firebase send the address its
 * "verify your e-mail" message: once the owner clicks it, the stranger's account is verified
 * but still the stranger's, password and all. So an account made before the invitation is
 * never reused, verified or not: the administrator is told, and may replace it. Inviting
 * again while an invitation waits keeps the account that invitation made.
 */
export async function inviteEditor(_: InviteState, formData: FormData): Promise<InviteState> {
  const admin = await requireRole('admin')
  const parsed = inviteSchema.safeParse({
    email: String(formData.get('email') ?? '')
      .trim()
      .toLowerCase(),
    role: formData.get('role'),
  })
  if (!parsed.success) return { error: parsed.error.issues[0]?.message }
  const { email, role } = parsed.data
  let existing = await findAccount(email)
  if (existing && roleFromClaims(existing.customClaims)) {
    return { email, error: `${email} can already edit: change their role in the list below.` }
  }
  if (existing && !(await madeByInvitation(email, existing))) {
    if (formData.get('replace') !== 'yes') {
      return {
        email,
        role,
        replaceable: true,
        error:
          `An account for ${email} already exists, made before this invitation. An invitation ` +
          'gives its role only to the account it makes: anyone can make an account for any ' +
          'address, even one that says the address is verified, and inviting it would give the ' +
          'role to whoever made it. Replace it to invite them: that account is removed and the ' +
          'invitation makes a new one.',
      }
    }
    await removeAccount(admin, existing)
    existing = null
  }
  const user = existing ?? (await adminAuth().createUser({ email, emailVerified: false }))
  const invitation = {
    email,
    role,
    uid: user.uid,
    invitedBy: { uid: admin.uid, email: admin.email },
    at: Timestamp.now(),
  }
  await commitOrThrow(admin, [
    {
      ref: invitationRef(email),
      op: 'set',
      data: invitation,
      history: { action: 'create', before: null, after: invitation },
    },
  ])
  return { email, invited: true }
}

/** Whether `account` is the one a waiting invitation for `email` made. */
async function madeByInvitation(email: string, account: UserRecord): Promise<boolean> {
  const doc = await invitationRef(email).get()
  return doc.exists && doc.get('uid') === account.uid
}

/** Withdraws an invitation that has not been taken up yet. */
export async function cancelInvitation(formData: FormData): Promise<void> {
  const admin = await requireRole('admin')
  const email = String(formData.get('email') ?? '').trim()
  const ref = inviteSchema.shape.email.safeParse(email).success ? invitationRef(email) : null
  const doc = ref ? await ref.get() : null
  if (ref && doc?.exists) {
    await commitOrThrow(admin, [
      {
        ref,
        op: 'delete',
        history: { action: 'delete', before: doc.data() ?? {}, after: { role: null } },
      },
    ])
  }
  back({ cancelled: email })
}

/** Deletes an account no invitation made, with a record of who did and whose it was. */
async function removeAccount(admin: Editor, account: UserRecord): Promise<void> {
  await adminAuth().deleteUser(account.uid)
  await commitOrThrow(admin, [
    {
      ref: firestore().collection('accounts').doc(account.uid),
      op: 'elsewhere',
      history: {
        action: 'delete',
        before: { email: account.email ?? null, role: null },
        after: { email: null, role: null },
      },
    },
  ])
}
