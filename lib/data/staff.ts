import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/cache-tags'
import { staffProfileSchema, type StaffProfile } from '@/lib/content/staff'
import { firestore } from '@/lib/firebase/admin'
import { parseDocuments } from './parse'

/** Staff profiles in their editorial order. */
export async function getStaffProfiles(): Promise<StaffProfile[]> {
  'use cache'
  cacheTag(CACHE_TAGS.staff)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await firestore().collection('staff').orderBy('ordering', 'asc').get()
  return parseDocuments(staffProfileSchema, snapshot.docs)
}
