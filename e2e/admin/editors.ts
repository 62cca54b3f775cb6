import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
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

/** Takes an account's role away (which also ends its sessions), as an administrator would. */
export async function removeRole(account: Account): Promise<void> {
  await withAuth(emulator.projectId, (auth) => grantRole(auth, account.email, 'none'))
}

/** Signs in through the sign-in page, as an editor does. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/admin/sign-in')
  await page.getByLabel('E-mail address').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin(\/no-role)?$/)
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
