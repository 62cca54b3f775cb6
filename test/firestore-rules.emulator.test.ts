/**
 * The Firestore rules deny every client: a browser signed in as an editor still cannot write
 * (or read) directly; every change goes through the admin area's server actions.
 * @jest-environment node
 */
import { deleteApp, initializeApp } from 'firebase/app'
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  setLogLevel,
  terminate,
} from 'firebase/firestore'

// The refusals below are expected; the SDK would log each as a warning.
setLogLevel('silent')

const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':')

function signedInClient(claims: Record<string, unknown>) {
  const app = initializeApp(
    { projectId: process.env.FIREBASE_PROJECT_ID },
    `client-${Math.random()}`,
  )
  const db = getFirestore(app)
  // The emulator accepts an unsigned token standing for a signed-in user with these claims.
  connectFirestoreEmulator(db, host!, Number(port), {
    mockUserToken: { user_id: 'editor-1', email: 'editor@example.org', ...claims },
  })
  return { app, db }
}

describe('firestore.rules', () => {
  it('refuses a write from a signed-in editor’s browser', async () => {
    const { app, db } = signedInClient({ role: 'editor' })
    try {
      await expect(
        setDoc(doc(db, 'showcase', 'from-the-browser'), { title: 'x', published: true }),
      ).rejects.toMatchObject({ code: 'permission-denied' })
      await expect(getDoc(doc(db, 'showcase', 'any'))).rejects.toMatchObject({
        code: 'permission-denied',
      })
    } finally {
      await terminate(db)
      await deleteApp(app)
    }
  })

  it('still lets the server (firebase-admin) write, so the rules are what refused the client', async () => {
    const { firestore } = await import('@/lib/firebase/admin')
    await firestore().collection('showcase').doc('from-the-server').set({ title: 'ok' })
    const written = await firestore().collection('showcase').doc('from-the-server').get()
    expect(written.get('title')).toBe('ok')
  })
})
