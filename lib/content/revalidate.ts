import 'server-only'
import { revalidateTag } from 'next/cache'
import type { CacheTag } from '@/lib/content/cache'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import { firestoreAnswers } from '@/lib/firebase/admin'

/** How long a revalidation waits to learn whether Firestore answers. */
const CHECK_DEADLINE_MS = 2_000

/**
 * Renews the pages and reads of these content types (from a route handler: /api/revalidate,
 * and /api/health when Firestore comes back after an outage). When Firestore answers they
 * are expired, so the next visitor gets the new content; when it does not, they are only
 * marked stale, so the last good pages are served until fresh ones can be rendered.
 */
export async function revalidateContent(tags: readonly CacheTag[]): Promise<'expired' | 'stale'> {
  const firestoreUp = await firestoreAnswers(EVENTS_COLLECTION, CHECK_DEADLINE_MS)
  for (const tag of tags) revalidateTag(tag, firestoreUp ? { expire: 0 } : 'max')
  if (firestoreUp) console.log(`[revalidate] ${tags.join(', ')}: renewed on the next request`)
  else console.warn(`[revalidate] Firestore does not answer: ${tags.join(', ')} kept until it does`)
  return firestoreUp ? 'expired' : 'stale'
}
