// Admin accounts and their roles, through firebase-admin: the admin:grant command, and the
// demo's and the end-to-end tests' accounts in the Auth emulator.
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'

export const ROLES = ['editor', 'admin']

/**
 * Runs `work(auth)` with a firebase-admin Auth client of its own, then lets it go.
 * @template T
 * @param {string} projectId
 * @param {(auth: import('firebase-admin/auth').Auth) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withAuth(projectId, work) {
  const app = initializeApp({ projectId }, `accounts-${process.pid}-${Date.now()}`)
  try {
    return await work(getAuth(app))
  } finally {
    await deleteApp(app)
  }
}

/**
 * Gives the account `role` ('editor', 'admin', or 'none' to take it away). A removed role
 * also ends the account's sessions, so it takes effect everywhere at once.
 * @param {import('firebase-admin/auth').Auth} auth @param {string} email @param {string} role
 */
export async function grantRole(auth, email, role) {
  if (role !== 'none' && !ROLES.includes(role)) {
    throw new Error(`Unknown role "${role}": use ${ROLES.join(', ')} or none`)
  }
  const user = await auth.getUserByEmail(email).catch((error) => {
    if (error.code === 'auth/user-not-found') {
      throw new Error(
        `There is no account for ${email}. They sign in once first (or add the account in the ` +
          'Firebase console, Authentication), then run this again.',
      )
    }
    throw error
  })
  await auth.setCustomUserClaims(user.uid, role === 'none' ? null : { role })
  if (role === 'none') await auth.revokeRefreshTokens(user.uid)
  return user
}

/**
 * Creates an e-mail and password account (or resets its password) with a role: emulator only.
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {{ email: string, password: string, role?: string }} account
 */
export async function ensureAccount(auth, { email, password, role }) {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Refusing to create accounts outside the Auth emulator')
  }
  const user = await auth
    .getUserByEmail(email)
    .then((found) => auth.updateUser(found.uid, { password }))
    .catch(() => auth.createUser({ email, password, emailVerified: true }))
  if (role) await auth.setCustomUserClaims(user.uid, { role })
  return user
}
