import { randomUUID } from 'node:crypto'
import { expect, test, type Cookie, type Page } from '@playwright/test'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'
import { ensureAccount, grantRole, withAuth } from '../../scripts/lib/accounts.mjs'
import { emulator } from '../support/env'

export interface Account {
  email: string
  password: string
}

/** A new account of this test's own in the Auth emulator, with `role` (or none). */
export async function newAccount(role: 'editor' | 'admin' | null): Promise<Account> {
  const account = {
    email: `${role ?? 'no-role'}-${randomUUID().slice(0, 8)}@example.org`,
    password: `pw-${randomUUID()}`,
  }
  await withAuth(emulator.projectId, (auth) =>
    ensureAccount(auth, { ...account, role: role ?? undefined }),
  )
  return account
}

/** An account of the spec's own with `role`, made before its first test: its fields are set then. */
export function specAccount(role: 'editor' | 'admin'): Account {
  const account: Account = { email: '', password: '' }
  test.beforeAll(async () => {
    Object.assign(account, await newAccount(role))
  })
  return account
}

/** Takes an account's role away (which also ends its sessions), as an administrator would. */
export async function removeRole(account: Account): Promise<void> {
  await withAuth(emulator.projectId, (auth) => grantRole(auth, account.email, 'none'))
}

/** Makes `account` the project's only administrator: any other becomes an editor. */
export async function onlyAdministrator(account: Account): Promise<void> {
  await withAuth(emulator.projectId, async (auth) => {
    const { users } = await auth.listUsers(1000)
    for (const user of users) {
      if (user.email !== account.email && user.customClaims?.role === 'admin') {
        await auth.setCustomUserClaims(user.uid, { role: 'editor' })
      }
    }
  })
}

/** This worker's session cookies by account, from its last sign-in. */
const sessions = new Map<string, Cookie[]>()

/**
 * Signs in as the sign-in page does, and opens `at`. An account this worker signed in before
 * takes its session again, as an editor's browser keeps it, if the server still lets it open
 * `at` (not signed out, role unchanged). sign-in.spec.ts tests the page itself.
 */
export async function signIn(page: Page, account: Account, at?: string): Promise<void> {
  const kept = sessions.get(account.email)
  const wanted = new URL(at ?? '/admin', 'http://x').pathname
  if (kept) {
    await page.context().addCookies(kept)
    await page.goto(at ?? '/admin')
    // The session is checked as the page streams: kept once the header offers Sign out.
    const signedIn = await page
      .getByRole('button', { name: 'Sign out' })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      )
    if (signedIn && new URL(page.url()).pathname === wanted) return
    await page.context().clearCookies()
  }
  // What the page's script does (components/admin/firebase-auth.client.ts): Firebase's ID token
  // for the password, posted once to /admin/session, whose answer sets the session cookie. The
  // form and Firebase's script in a new page cost about a CPU-second more (docs/testing.md).
  const { idToken } = await passwordSignIn(account)
  const site = process.env.E2E_BASE_URL!
  const made = await page
    .context()
    .request.post(`${site}/admin/session`, { data: { idToken }, headers: { Origin: site } })
  expect(made.status(), `a session for ${account.email}`).toBe(200)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin(\/no-role)?$/)
  if (new URL(page.url()).pathname === '/admin') {
    const session = (await page.context().cookies()).filter((c) => c.name === '__session')
    sessions.set(account.email, session)
  }
  if (at) await page.goto(at)
}

/** Reads the emulator's Firestore directly: what a save really wrote. */
export async function withFirestore<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host
  const app = initializeApp({ projectId: emulator.projectId }, `e2e-${randomUUID()}`)
  try {
    return await work(getFirestore(app))
  } finally {
    await deleteApp(app)
  }
}

/** How many documents of `collection` have this title: 0 after a refused save. */
export async function countWithTitle(collection: string, title: string): Promise<number> {
  const found = await withFirestore((db) =>
    db.collection(collection).where('title', '==', title).get(),
  )
  return found.size
}

/**
 * Waits for the top of the next second. Firebase keeps revocations (a sign-out, a new
 * password) to the second, and the site refuses a sign-in in the same second as one
 * (lib/firebase/sessions.ts): a person is never that quick, a test can be.
 */
export function nextSecond() {
  return new Promise((resolve) => setTimeout(resolve, 1_020 - (Date.now() % 1_000)))
}

/** A title no other test uses. */
export const unique = (title: string) => `${title} ${randomUUID().slice(0, 6)}`

/** A call to the Auth emulator's REST API, as the web SDK (or anyone with the public key) makes. */
export function identityToolkit(method: string, body: object): Promise<Response> {
  return fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
}

/** Firebase's ID token (and the account's uid) for an account's password, as the web SDK gets it. */
export async function passwordSignIn(
  account: Account,
): Promise<{ idToken: string; localId: string }> {
  const answer = await identityToolkit('signInWithPassword', {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  })
  if (!answer.ok) throw new Error(`Firebase refused ${account.email}'s password: ${answer.status}`)
  return (await answer.json()) as { idToken: string; localId: string }
}

/**
 * The newest password e-mail Firebase would have sent to `email`, as the Auth emulator keeps
 * it: the code its link carries, opened at the site's own page for it (the action URL of the
 * project's e-mail templates).
 */
export async function passwordEmailLink(email: string): Promise<string> {
  const newest = async () => {
    const response = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${emulator.projectId}/oobCodes`,
    )
    const { oobCodes = [] } = (await response.json()) as {
      oobCodes?: { email: string; oobCode: string; requestType: string }[]
    }
    return oobCodes
      .filter((c) => c.email.toLowerCase() === email && c.requestType === 'PASSWORD_RESET')
      .pop()?.oobCode
  }
  // Delivered when Firebase says it sent it; asked again for a moment, as a mailbox would be.
  let code: string | undefined
  await expect
    .poll(async () => (code = await newest()), {
      message: `a password e-mail to ${email}`,
      timeout: 5_000,
    })
    .toBeTruthy()
  return `/admin/email-action?mode=resetPassword&oobCode=${encodeURIComponent(code!)}`
}

/** Whether the page scrolls sideways, and the header's height, once the page has settled. */
export async function measure(page: Page) {
  let measured: { sideways: number; header: number } | null = null
  // Asked again if the router replaces the page meanwhile (a redirect after its first paint).
  await expect
    .poll(async () => {
      measured = await page
        .evaluate(() => ({
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          header: document.querySelector('.admin-header')!.getBoundingClientRect().height,
        }))
        .catch(() => null)
      return measured !== null
    })
    .toBe(true)
  return measured!
}
