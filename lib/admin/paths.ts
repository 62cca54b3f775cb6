/** Names the proxy shares with the admin area, without loading any of its code. */

/** The admin session cookie: `__session` is the one name Firebase Hosting passes through. */
export const SESSION_COOKIE = '__session'
export const SIGN_IN_PATH = '/admin/sign-in'
export const NO_ROLE_PATH = '/admin/no-role'

/** Admin paths anyone may request: signing in and out. */
export const OPEN_ADMIN_PATHS: readonly string[] = [
  SIGN_IN_PATH,
  '/admin/session',
  '/admin/sign-out',
]
