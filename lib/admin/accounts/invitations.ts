import 'server-only'
import { z } from 'zod'
import { adminAuth, firestore, read } from '@/lib/firebase/admin'
import { INVITATIONS_COLLECTION, invitationSchema } from './invitation-schema'
import { roleFromClaims } from '@/lib/firebase/roles'
import { requireRole } from './session'
import { commitOrThrow } from '@/lib/admin/documents/write'

export { INVITATIONS_COLLECTION } from './invitation-schema'

export type Invitation = Omit<z.output<typeof invitationSchema>, 'at'> & { at: string }

export const invitationRef = (email: string) =>
  firestore().collection(INVITATIONS_COLLECTION).doc(email.toLowerCase())

function parse(id: string, data: unknown): z.output<typeof invitationSchema> | null {
  const parsed = invitationSchema.safeParse(data)
  if (!parsed.success) {
    console.error(`[admin] skipped ${INVITATIONS_COLLECTION}/${id}:`, z.prettifyError(parsed.error))
  }
  return parsed.success ? parsed.data : null
}

/** Every invitation not yet taken up, keyed by account, for the editors page. */
export async function listInvitations(): Promise<Map<string, Invitation>> {
  await requireRole('admin')
  const snapshot = await read(firestore().collection(INVITATIONS_COLLECTION), 'the invitations')
  const invitations = new Map<string, Invitation>()
  for (const doc of snapshot.docs) {
    const invitation = parse(doc.id, doc.data())
    if (invitation) {
      invitations.set(invitation.uid, { ...invitation, at: invitation.at.toDate().toISOString() })
    }
  }
  return invitations
}

/**
 * At a sign-in: gives the account the role it was invited with, once. Only the account the
 * invitation made takes it up. Any other account for the address, verified or not, was made
 * by someone else (anyone can make one, then have the address's owner verify it): it never
 * gets the role. (Signing in with Google to that address, where Firebase joins the
 * provider to the existing account, keeps that account and so takes the role.)
 */
export async function acceptInvitation(user: { uid: string; email?: string }): Promise<void> {
  if (!user.email) return
  const ref = invitationRef(user.email)
  const doc = await ref.get()
  const invitation = doc.exists ? parse(doc.id, doc.data()) : null
  if (!invitation || invitation.uid !== user.uid) return
  const account = await adminAuth().getUser(user.uid)
  const before = roleFromClaims(account.customClaims)
  if (before === null) await adminAuth().setCustomUserClaims(user.uid, { role: invitation.role })
  // The claims live in Firebase Authentication; the record and the spent invitation follow.
  await commitOrThrow(invitation.invitedBy, [
    { ref, op: 'delete', history: false },
    {
      ref: firestore().collection('accounts').doc(user.uid),
      op: 'elsewhere',
      history: {
        action: 'role',
        before: { role: before, email: user.email },
        after: { role: before ?? invitation.role, email: user.email },
      },
    },
  ])
}
