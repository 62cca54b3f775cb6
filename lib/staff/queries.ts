import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { staffProfileSchema, type StaffProfile } from '@/lib/staff/schema'
import { firestore } from '@/lib/firebase/admin'
import { parseDocuments } from '@/lib/content/parse'

/** Staff profiles in their editorial order. */
export async function getStaffProfiles(): Promise<StaffProfile[]> {
  'use cache'
  cacheTag(CACHE_TAGS.staff)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await firestore().collection('staff').orderBy('ordering', 'asc').get()
  return parseDocuments(staffProfileSchema, snapshot.docs)
}
