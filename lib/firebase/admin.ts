import 'server-only'
import { applicationDefault, getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { getFirestore, type Firestore, type Settings } from 'firebase-admin/firestore'
import { serverEnv } from '@/lib/site/env'
import { recordRead } from './read-health'
import { processSlot } from '@/lib/process-state.mjs'

export function adminApp(): App {
  const existing = getApps()[0]
  if (existing) return existing
  const env = serverEnv()
  // The emulator and `demo-` projects need no credentials; anything else reads the real
  // project with a service account or application default credentials.
  const needsCredentials = !env.FIRESTORE_EMULATOR_HOST && !env.projectId.startsWith('demo-')
  // Without credentials to find, don't let google-auth probe for a GCE metadata server.
  if (!needsCredentials) process.env.METADATA_SERVER_DETECTION ??= 'none'
  return initializeApp({
    projectId: env.projectId,
    ...(needsCredentials ? { credential: applicationDefault() } : {}),
  })
}

let db: Firestore | undefined

/**
 * Firebase Authentication (the admin area's accounts and sessions); the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set.
 */
export function adminAuth(): Auth {
  return getAuth(adminApp())
}

/**
 * gRPC channel options. After an outage the channel retries on an exponential backoff of up
 * to two minutes, so the site read again up to 18 s after a 30-second outage ended; capped at
 * two seconds it reads within a second or two. They must go through `settings()`:
 * firebase-admin's initializeFirestore passes only `preferRest` on to the client, and
 * dropped them silently (the gRPC trace showed the default backoff).
 */
const CHANNEL_OPTIONS = {
  'grpc.initial_reconnect_backoff_ms': 500,
  'grpc.max_reconnect_backoff_ms': 2_000,
} as Settings

export function firestore(): Firestore {
  if (db) return db
  const instance = getFirestore(adminApp())
  // One instance per app for the whole process, and settings() may be called only once:
  // pages and route handlers are bundled apart, each with its own `db`.
  const configured = processSlot('firestoreConfigured', () => new WeakSet<Firestore>())
  if (!configured.has(instance)) {
    instance.settings(CHANNEL_OPTIONS)
    configured.add(instance)
  }
  db = instance
  return db
}

/** How long one Firestore read may take before the page stops waiting for it. */
export const READ_DEADLINE_MS = 5_000

/**
 * How many document reads Firestore bills for a result: each document returned (an empty
 * query still costs one), one per 1,000 entries counted, plus the documents an offset skipped.
 */
export function billedReads(result: unknown, skipped = 0): number {
  // By shape: the SDK's snapshot classes are not all exported as values.
  if (Array.isArray(result)) return Math.max(1, result.length) // getAll: one per document
  const r = result as { size?: unknown; docs?: unknown; data?: () => unknown }
  if (typeof r.size === 'number' && Array.isArray(r.docs)) return Math.max(1, r.size) + skipped
  const counted = typeof r.data === 'function' && !('exists' in r) ? r.data() : undefined
  if (counted && typeof (counted as { count?: unknown }).count === 'number') {
    return Math.max(1, Math.ceil((counted as { count: number }).count / 1000))
  }
  return 1
}

/**
 * With FIRESTORE_READ_LOG=1, one line per read with the documents it is billed for, which
 * `npm run bench` adds up per regeneration. Off by default: a line per read is noise.
 */
function logRead(what: string, result: unknown, skipped: number) {
  if (process.env.FIRESTORE_READ_LOG !== '1') return
  console.log(`[firestore] ${billedReads(result, skipped)} reads: ${what}`)
}

/**
 * `source.get()` (a query, a document or a count), refused after READ_DEADLINE_MS:
 * Firestore's own calls have no deadline, and an unreachable Firestore held every request
 * for 40 s or more. `skipped` is the query's offset, which Firestore bills as reads.
 */
export function read<T>(
  source: { get(): Promise<T> },
  what: string,
  skipped = 0,
  deadlineMs = READ_DEADLINE_MS,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Firestore did not answer a read of ${what} in ${deadlineMs} ms`)),
      deadlineMs,
    )
  })
  return Promise.race([source.get(), deadline]).then(
    (result) => {
      clearTimeout(timer)
      recordRead({ ok: true })
      logRead(what, result, skipped)
      return result
    },
    (error: unknown) => {
      clearTimeout(timer)
      recordRead({ ok: false, error })
      throw error
    },
  )
}

/**
 * Whether Firestore answers one small read (one document) within `deadlineMs`: asked before
 * pages are renewed, and by /api/health while reads are failing.
 */
export async function firestoreAnswers(collection: string, deadlineMs: number): Promise<boolean> {
  try {
    await read(firestore().collection(collection).limit(1).select(), 'a check', 0, deadlineMs)
    return true
  } catch {
    return false
  }
}
