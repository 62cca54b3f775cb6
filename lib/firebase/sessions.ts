import 'server-only'
import type { UserRecord } from 'firebase-admin/auth'
import { SITE_URL } from '@/lib/site/config'
import { adminAuth } from './admin'
import { roleFromClaims, type Role } from './roles'

export interface Editor {
  uid: string
  email: string
  role: Role | null
}

/**
 * The account a session cookie's value belongs to, with its role as it is now (not as it was
 * at sign-in), or null: forged, expired, revoked, a disabled account, or a session begun in
 * the same second its account's sessions were revoked (Firebase compares whole seconds, so
 * it would let that one through).
 */
export async function editorOfSession(value: string): Promise<Editor | null> {
  try {
    const decoded = await adminAuth().verifySessionCookie(value, true)
    const user = await adminAuth().getUser(decoded.uid)
    if (user.disabled || signedOutSince(decoded.auth_time, user)) return null
    return { uid: user.uid, email: user.email ?? '', role: roleFromClaims(user.customClaims) }
  } catch (error) {
    const code = (error as { code?: string }).code ?? ''
    // A forged, expired or revoked cookie is an ordinary refusal; anything else is worth a line.
    if (!code.startsWith('auth/')) console.error('[admin] could not verify a session:', error)
    return null
  }
}

/**
 * Whether a session cookie's value is one Firebase signed and that has not expired: its
 * signature against Google's public keys, which firebase-admin keeps between calls, so this
 * asks no server. Not revocation or role: every admin page and action still asks
 * `editorOfSession`. For refusing a made-up cookie before a body is read.
 */
export async function isSignedSession(value: string): Promise<boolean> {
  if (!value) return false
  try {
    await adminAuth().verifySessionCookie(value, false)
    return true
  } catch {
    return false
  }
}

/**
 * Whether the account's sessions were revoked (a sign-out, a removed role, a new password) in
 * the same second as a sign-in at `authTime` (seconds), or later: Firebase checks only
 * 'earlier', so a sign-in in the revocation's second would survive it. Every account counts as
 * revoked at its creation too: that second is no sign-out.
 */
export function signedOutSince(authTime: number, user: UserRecord): boolean {
  const revokedAt = Date.parse(user.tokensValidAfterTime ?? '')
  if (!revokedAt || revokedAt === Date.parse(user.metadata.creationTime)) return false
  return authTime * 1000 <= revokedAt
}

/**
 * The attributes of the cookies that carry a session. Secure whenever the site's public
 * address is https: behind a proxy Next builds request.url from its own listening address
 * (http://localhost), whatever the visitor used.
 */
export function sessionCookieAttributes(path: string, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    secure: SITE_URL.startsWith('https:'),
    sameSite: 'lax' as const,
    path,
    maxAge: maxAgeSeconds,
  }
}

/**
 * The cookie of an editor's proof for previews, sent to public pages while a preview is open:
 * a signed token of its own, never the session (lib/firebase/preview-proof.ts).
 */
export const PREVIEW_COOKIE = '__preview'
