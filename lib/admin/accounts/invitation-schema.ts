import { Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { ROLES } from '@/lib/firebase/roles'

/** Invitations waiting for a first sign-in, one per e-mail address (the document id). */
export const INVITATIONS_COLLECTION = 'invitations'

/** An `invitations` document, by e-mail address: lib/admin/accounts/actions.ts writes them. */
export const invitationSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  /** The account made for the invitation, which only the invited person can sign in to. */
  uid: z.string(),
  invitedBy: z.object({ uid: z.string(), email: z.string() }),
  at: z.instanceof(Timestamp),
})
