import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { staffProfileSchema, type StaffProfile } from '@/lib/staff/schema'
import { firestore, read } from '@/lib/firebase/admin'
import { STAFF_COLLECTION } from '@/lib/content/collections'
import { parseDocuments } from '@/lib/content/parse'

/**
 * Staff profiles in their editorial order. Sorted here rather than by the query: Firestore's
 * orderBy leaves out a document without `ordering`, which would vanish without a word; here
 * the schema rejects it and says so in the log.
 */
export async function getStaffProfiles(): Promise<StaffProfile[]> {
  'use cache'
  cacheTag(CACHE_TAGS.staff)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await read(firestore().collection(STAFF_COLLECTION), 'staff')
  return parseDocuments(staffProfileSchema, snapshot.docs).sort((a, b) => a.ordering - b.ordering)
}
