import { connection } from 'next/server'
import { sharedCacheHealth } from '@/lib/cache-handlers/shared-cache-health'
import { ALL_CACHE_TAGS } from '@/lib/content/cache'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import { liveIndexReads } from '@/lib/content/live-index'
import { revalidateContent } from '@/lib/content/revalidate'
import { firestoreAnswers, READ_DEADLINE_MS } from '@/lib/firebase/admin'
import { readHealth, takeRecovery } from '@/lib/firebase/read-health'

/** While Firestore is failing, at most one probe read per this many milliseconds. */
const PROBE_EVERY_MS = 1_000
let lastProbe = 0

/**
 * For load balancers and uptime checks: 200 while this process serves, with how its last
 * Firestore reads went. Answered from memory, so checking it often costs Firestore nothing;
 * a failing Firestore does not fail the check, since cached pages are still served. With
 * REDIS_URL it also says how the connections to the shared cache are (`cache`), kept from
 * the clients' own events, so the check sends Redis nothing either.
 *
 * While Firestore is failing, it also tries one small read (at most one a second, one
 * document), and when Firestore is back it renews every page at once: Next waits up to 30 s
 * before retrying a page whose renewal failed. The platform's health check asks it every few
 * seconds (the Dockerfile's HEALTHCHECK, a Cloud Run probe), so the site is fresh within
 * seconds of Firestore's return.
 */
export async function GET(): Promise<Response> {
  await connection()
  // Also before any read has settled: a health check as the server starts tries Firestore.
  const { firestore } = readHealth()
  if (firestore !== 'ok' && Date.now() - lastProbe >= PROBE_EVERY_MS) {
    lastProbe = Date.now()
    await firestoreAnswers(EVENTS_COLLECTION, READ_DEADLINE_MS)
  }
  if (takeRecovery()) {
    console.log('[health] Firestore answers again: every page is renewed on its next request')
    await revalidateContent(ALL_CACHE_TAGS)
  }
  return Response.json(
    // What the URL gate's listeners have read since the process started: their cost.
    { status: 'serving', ...readHealth(), ...sharedCacheHealth(), indexReads: liveIndexReads() },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
