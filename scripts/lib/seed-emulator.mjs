// Writes content into a Firestore *emulator*: used by `npm run seed`, the demo and the
// end-to-end tests. It refuses anything but an emulator, so it can never touch a real project.
import { initializeApp, deleteApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'

export const COLLECTIONS = [
  'showcase',
  'updates',
  'dictionary',
  'questions',
  'staff',
  'venues',
  'pages',
  'awardRounds',
  'media',
]

/**
 * Replaces the emulator's content with `content`: `{ [collection]: [{ id, data }] }`.
 * Dates in `data` are stored as Firestore Timestamps.
 */
export async function seedEmulator({ host, projectId, content }) {
  if (!host) throw new Error('Refusing to seed: FIRESTORE_EMULATOR_HOST is not set')
  const cleared = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  )
  if (!cleared.ok) throw new Error(`Could not clear the emulator: HTTP ${cleared.status}`)

  return addEmulatorDocuments({ host, projectId, content })
}

/** Writes `content` beside what the emulator holds; resolves with the count per collection. */
export async function addEmulatorDocuments({ host, projectId, content }) {
  return inBatches({ host, projectId, content }, (batch, ref, data) => batch.set(ref, data))
}

/** Deletes the documents `content` names (a spec's own, once it is done with them). */
export async function deleteEmulatorDocuments({ host, projectId, content }) {
  return inBatches({ host, projectId, content }, (batch, ref) => batch.delete(ref))
}

async function inBatches({ host, projectId, content }, write) {
  if (!host) throw new Error('Refusing to write: no emulator host')
  pointAtEmulator(host)
  const app = initializeApp({ projectId }, `seed-${Date.now()}-${Math.random()}`)
  try {
    const db = getFirestore(app)
    const counts = {}
    for (const [collection, docs] of Object.entries(content)) {
      // Batches hold at most 500 writes.
      for (let i = 0; i < docs.length; i += 500) {
        const batch = db.batch()
        for (const { id, data } of docs.slice(i, i + 500)) {
          write(batch, db.collection(collection).doc(id), data)
        }
        await batch.commit()
      }
      counts[collection] = docs.length
    }
    return counts
  } finally {
    await deleteApp(app)
  }
}

/** Changes one document in the emulator (used by tests of on-demand regeneration). */
export async function updateEmulatorDocument({ host, projectId, collection, id, data }) {
  if (!host) throw new Error('Refusing to write: no emulator host')
  pointAtEmulator(host)
  const app = initializeApp({ projectId }, `write-${Date.now()}-${Math.random()}`)
  try {
    await getFirestore(app).collection(collection).doc(id).set(data, { merge: true })
  } finally {
    await deleteApp(app)
  }
}

function pointAtEmulator(host) {
  process.env.FIRESTORE_EMULATOR_HOST = host
  // No credentials are needed, so don't let google-auth probe for a GCE metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none'
}

/** The update times (ISO) of documents in the emulator, by id (used by the sitemap tests). */
export async function emulatorUpdateTimes({ host, projectId, collection, ids }) {
  if (!host) throw new Error('Refusing to read: no emulator host')
  pointAtEmulator(host)
  const app = initializeApp({ projectId }, `read-${Date.now()}-${Math.random()}`)
  try {
    const db = getFirestore(app)
    const snapshots = await db.getAll(...ids.map((id) => db.collection(collection).doc(id)))
    return Object.fromEntries(
      snapshots.map((s) => [s.id, s.updateTime?.toDate().toISOString() ?? null]),
    )
  } finally {
    await deleteApp(app)
  }
}
