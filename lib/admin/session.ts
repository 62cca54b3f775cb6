import 'server-only'
import type { DecodedIdToken } from 'firebase-admin/auth'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { adminAuth } from '@/lib/firebase/admin'
import { NO_ROLE_PATH, SESSION_COOKIE, SIGN_IN_PATH } from './paths'
import { hasRole, roleFromClaims, type Role } from './roles'

export { NO_ROLE_PATH, SESSION_COOKIE, SIGN_IN_PATH } from './paths'

export const SESSION_DAYS = 5
/** A session is made only from a sign-in this recent, so a stolen old ID token is no use. */
const RECENT_SIGN_IN_SECONDS = 5 * 60

export interface Editor {
  uid: string
  email: string
  role: Role | null
}

/**
 * A session cookie's value for a fresh ID token from the sign-in page, with the account it
 * is for, or null when the token is invalid, revoked or from an old sign-in.
 */
export async function createSession(
  idToken: string,
): Promise<{ value: string; user: DecodedIdToken } | null> {
  try {
    const user = await adminAuth().verifyIdToken(idToken, true)
    if (Date.now() / 1000 - user.auth_time > RECENT_SIGN_IN_SECONDS) return null
    const value = await adminAuth().createSessionCookie(idToken, {
      expiresIn: SESSION_DAYS * 24 * 60 * 60 * 1000,
    })
    return { value, user }
  } catch {
    return null
  }
}

/**
 * Who this request is signed in as, or null: the session cookie verified with revocation
 * checks, and the account's role as it is now (not as it was at sign-in), so a removed role
 * stops working at once.
 */
export const currentEditor = cache(async (): Promise<Editor | null> => {
  const value = (await cookies()).get(SESSION_COOKIE)?.value
  if (!value) return null
  try {
    const { uid } = await adminAuth().verifySessionCookie(value, true)
    const user = await adminAuth().getUser(uid)
    if (user.disabled) return null
    return { uid, email: user.email ?? '', role: roleFromClaims(user.customClaims) }
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    // A forged, expired or revoked cookie is an ordinary refusal; anything else is worth a line.
    if (!code.startsWith('auth/')) console.error('[admin] could not verify a session:', error)
    return null
  }
})

/**
 * The signed-in account, if it has `role` (or a higher one). Every admin page, route handler
 * and server action calls this first: without a session it redirects to the sign-in page,
 * without the role to the page that says to ask an administrator.
 */
export async function requireRole(role: Role): Promise<Editor & { role: Role }> {
  const editor = await currentEditor()
  if (!editor) redirect(SIGN_IN_PATH)
  if (!hasRole(editor.role, role)) redirect(NO_ROLE_PATH)
  return editor as Editor & { role: Role }
}

/** Ends every session of the account: the cookie, and any other it holds elsewhere. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid)
}
