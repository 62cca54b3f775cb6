/** Names the proxy shares with the admin area, without loading any of its code. */

/** The admin session cookie: `__session` is the one name Firebase Hosting passes through. */
export const SESSION_COOKIE = '__session'
export const SIGN_IN_PATH = '/admin/sign-in'
export const NO_ROLE_PATH = '/admin/no-role'

/**
 * Where an account is sent from a page its role does not reach: with no role, to ask for one;
 * with a lower one, to be told which role the page needs (an editor sent from the editors'
 * page used to land on the dashboard, told nothing).
 */
export function refusedPath(role: 'editor' | 'admin' | null, needed: 'editor' | 'admin'): string {
  return role ? `${NO_ROLE_PATH}?needs=${needed}` : NO_ROLE_PATH
}

/** Where the links of Firebase's password e-mails land (the action URL of its templates). */
export const EMAIL_ACTION_PATH = '/admin/email-action'

/**
 * Admin paths anyone may request: signing in and out, asking for a password e-mail and
 * following its link. Not the demo's mailbox: its links set any account's password, so it is
 * for a signed-in administrator.
 */
export const OPEN_ADMIN_PATHS: readonly string[] = [
  SIGN_IN_PATH,
  '/admin/session',
  '/admin/sign-out',
  '/admin/forgot-password',
  EMAIL_ACTION_PATH,
]
