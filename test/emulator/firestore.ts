import { Timestamp } from 'firebase-admin/firestore'
import { firestore } from '@/lib/firebase/admin'

/** Empties the emulator's database, so each test owns its data. */
export async function clearFirestore(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST
  const project = process.env.FIREBASE_PROJECT_ID
  if (!host || !project) throw new Error('The emulator tests need the emulator (jest globalSetup)')
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${project}/databases/(default)/documents`,
    { method: 'DELETE' },
  )
  if (!response.ok) throw new Error(`Could not clear the emulator: HTTP ${response.status}`)
}

/** Writes documents as raw Firestore data: `{ id: data }`. */
export async function put(collection: string, docs: Record<string, object>): Promise<void> {
  const batch = firestore().batch()
  for (const [id, data] of Object.entries(docs)) {
    batch.set(firestore().collection(collection).doc(id), data)
  }
  await batch.commit()
}

export const at = (iso: string) => Timestamp.fromDate(new Date(iso))

/** Runs `run` with console.error captured: its value, and the lines it logged. */
export async function logged<T>(run: () => Promise<T>): Promise<{ value: T; errors: string[] }> {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const value = await run()
    return { value, errors: spy.mock.calls.map((call) => call.map(String).join(' ')) }
  } finally {
    spy.mockRestore()
  }
}
