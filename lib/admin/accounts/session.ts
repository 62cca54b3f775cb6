import 'server-only'
import type { DecodedIdToken } from 'firebase-admin/auth'
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { adminAuth } from '@/lib/firebase/admin'
import { issuePreviewProof, PREVIEW_PROOF_SECONDS } from '@/lib/firebase/preview-proof'
import { refusedPath, SESSION_COOKIE, SIGN_IN_PATH } from './paths'
import { hasRole, type Role } from '@/lib/firebase/roles'
import {
  editorOfSession,
  PREVIEW_COOKIE,
  sessionCookieAttributes,
  signedOutSince,
  type Editor,
} from '@/lib/firebase/sessions'

export type { Editor } from '@/lib/firebase/sessions'
export { NO_ROLE_PATH, SESSION_COOKIE, SIGN_IN_PATH } from './paths'

export const SESSION_DAYS = 5
/** A session is made only from a sign-in this recent, so a stolen old ID token is no use. */
const RECENT_SIGN_IN_SECONDS = 5 * 60

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
    if (signedOutSince(user.auth_time, await adminAuth().getUser(user.uid))) return null
    const value = await adminAuth().createSessionCookie(idToken, {
      expiresIn: SESSION_DAYS * 24 * 60 * 60 * 1000,
    })
    return { value, user }
  } catch {
    return null
  }
}

/**
 * Who this request is signed in as, or null (lib/firebase/sessions.ts: verified with
 * revocation checks, the role as it is now).
 */
export const currentEditor = cache(async (): Promise<Editor | null> => {
  const value = (await cookies()).get(SESSION_COOKIE)?.value
  return value ? editorOfSession(value) : null
})

/**
 * The signed-in account, if it has `role` (or a higher one). Every admin page, route handler
 * and server action calls this first: without a session it redirects to the sign-in page,
 * without the role to the page that says to ask an administrator.
 */
export async function requireRole(role: Role): Promise<Editor & { role: Role }> {
  const editor = await currentEditor()
  if (!editor) redirect(SIGN_IN_PATH)
  if (!hasRole(editor.role, role)) redirect(refusedPath(editor.role, role))
  return editor as Editor & { role: Role }
}

/** Ends every session of the account: the cookie, and any other it holds elsewhere. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid)
}

/** The session cookie for a new session's value: only the admin area ever reads it. */
export async function setSessionCookie(value: string): Promise<void> {
  ;(await cookies()).set(
    SESSION_COOKIE,
    value,
    sessionCookieAttributes('/admin', SESSION_DAYS * 24 * 60 * 60),
  )
}

/**
 * Turns on a preview for the signed-in editor (requireRole first): Next's draft mode, and the
 * editor's own proof beside it (lib/firebase/preview-proof.ts: signed, naming the account,
 * good for an hour), which the gate and every draft render check. The session's own value
 * never leaves /admin.
 */
export async function beginPreview(): Promise<void> {
  const editor = await currentEditor()
  if (!editor) return
  ;(await draftMode()).enable()
  ;(await cookies()).set(
    PREVIEW_COOKIE,
    issuePreviewProof(editor.uid),
    sessionCookieAttributes('/', PREVIEW_PROOF_SECONDS),
  )
}

/** Ends a preview: both cookies go. */
export async function endPreview(): Promise<void> {
  ;(await draftMode()).disable()
  ;(await cookies()).delete({ name: PREVIEW_COOKIE, path: '/' })
}
