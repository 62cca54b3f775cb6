/**
 * Invitations against a real Auth emulator (started here; the project's globalSetup starts only
 * Firestore), attacked as a stranger with the public web API key would: through the Identity
 * Toolkit REST API, and Firebase's own "verify your e-mail" message that the address's owner
 * follows.
 */
import { startAuthEmulator } from '@/scripts/lib/auth-emulator.mjs'
import { freePort } from '@/scripts/lib/processes.mjs'
import { adminAuth, firestore } from '@/lib/firebase/admin'
import { clearFirestore } from '@/test/emulator/firestore'
import { inviteEditor } from './actions'
import { acceptInvitation, invitationRef } from './invitations'

// The inviting administrator: the session is lib/admin/accounts/session.ts's to check, tested in
// e2e/admin/actions.spec.ts and sign-in.spec.ts.
jest.mock('./session', () => ({
  requireRole: async () => ({ uid: 'admin-uid', email: 'admin@example.org', role: 'admin' }),
}))

const project = process.env.FIREBASE_PROJECT_ID!
let emulator: { host: string; stop: () => Promise<void> } | undefined

beforeAll(async () => {
  emulator = await startAuthEmulator({ port: await freePort(), projectId: project })
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
  await clearFirestore()
}, 120_000)

afterAll(async () => {
  await emulator?.stop()
})

let n = 0
const address = (who: string) => `${who}-${++n}-${Date.now()}@example.org`

/** A call to the Identity Toolkit REST API, as the web SDK (or anyone with the key) makes. */
async function toolkit(
  method: string,
  body: object,
): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(
    `http://${emulator!.host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  const answer = (await response.json()) as {
    idToken: string
    localId: string
    error?: { message: string }
  }
  if (!response.ok) throw new Error(`${method}: ${answer.error?.message ?? response.status}`)
  return answer
}

/** The link of the newest e-mail of `kind` the emulator would have sent to `email`. */
async function emailedLink(email: string, kind: 'VERIFY_EMAIL' | 'PASSWORD_RESET') {
  const response = await fetch(`http://${emulator!.host}/emulator/v1/projects/${project}/oobCodes`)
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: { email: string; requestType: string; oobLink: string }[]
  }
  const link = oobCodes.filter((c) => c.email === email && c.requestType === kind).pop()?.oobLink
  if (!link) throw new Error(`No ${kind} e-mail to ${email}`)
  return link
}

/** Signs in with a password as the sign-in page does: what /admin/session then gets. */
async function signIn(email: string, password: string) {
  const { idToken } = await toolkit('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  })
  const user = await adminAuth().verifyIdToken(idToken)
  await acceptInvitation(user)
  return (await adminAuth().getUser(user.uid)).customClaims?.role
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('an invitation binds only to the account it made', () => {
  it('refuses an account made before it, even once the address’s owner has verified it', async () => {
    // The stranger makes an account for the address, then has Firebase send its owner the
    // standard "verify your e-mail" message; the owner clicks it.
    const email = address('victim')
    const password = 'stranger-1'
    const { idToken, localId } = await toolkit('signUp', {
      email,
      password,
      returnSecureToken: true,
    })
    await toolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken })
    expect((await fetch(await emailedLink(email, 'VERIFY_EMAIL'))).ok).toBe(true)
    expect((await adminAuth().getUser(localId)).emailVerified).toBe(true)

    // The administrator invites the address: refused, and told why.
    const refused = await inviteEditor({}, form({ email, role: 'admin' }))
    expect(refused).toMatchObject({ email, role: 'admin', replaceable: true })
    expect(refused.invited).toBeUndefined()
    expect(refused.error).toContain(`An account for ${email} already exists`)
    expect((await invitationRef(email).get()).exists).toBe(false)
    expect(await signIn(email, password)).toBeUndefined()

    // Replaced: the stranger's account is gone, and the invitation holds a new one.
    const replaced = await inviteEditor({}, form({ email, role: 'admin', replace: 'yes' }))
    expect(replaced).toEqual({ email, invited: true })
    await expect(signIn(email, password)).rejects.toThrow()
    await expect(adminAuth().getUser(localId)).rejects.toThrow()
    const invitation = (await invitationRef(email).get()).data()
    expect(invitation?.uid).toEqual(expect.any(String))
    expect(invitation?.uid).not.toBe(localId)
  })

  it('gives no role to a verified account for the address that the invitation did not make', async () => {
    const email = address('other')
    const other = await adminAuth().createUser({ email, emailVerified: true, password: 'other-1' })
    await invitationRef(email).set({
      email,
      role: 'admin',
      uid: 'the-account-the-invitation-made',
      invitedBy: { uid: 'admin-uid', email: 'admin@example.org' },
      at: new Date(),
    })

    expect(await signIn(email, 'other-1')).toBeUndefined()
    expect((await adminAuth().getUser(other.uid)).customClaims?.role).toBeUndefined()
    expect((await invitationRef(email).get()).exists).toBe(true)
  })

  it('gives the role to the account it made, invited again or not, at its first sign-in', async () => {
    const email = address('invited')
    expect(await inviteEditor({}, form({ email, role: 'admin' }))).toEqual({ email, invited: true })
    const { uid } = (await invitationRef(email).get()).data() as { uid: string }
    // Inviting again while the invitation waits keeps its account, with the new role.
    expect(await inviteEditor({}, form({ email, role: 'editor' }))).toEqual({
      email,
      invited: true,
    })
    expect((await invitationRef(email).get()).get('uid')).toBe(uid)

    // They choose a password from Firebase's e-mail, then sign in.
    await toolkit('sendOobCode', { requestType: 'PASSWORD_RESET', email })
    const oobCode = new URL(await emailedLink(email, 'PASSWORD_RESET')).searchParams.get('oobCode')
    await toolkit('resetPassword', { oobCode, newPassword: 'invited-pw-1' })
    expect(await signIn(email, 'invited-pw-1')).toBe('editor')
    expect((await invitationRef(email).get()).exists).toBe(false)
    const records = await firestore()
      .collection('adminHistory')
      .where('collection', '==', 'accounts')
      .where('documentId', '==', uid)
      .get()
    expect(records.size).toBe(1)
  })
})
