import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { MEDIA_COLLECTION } from '@/lib/content/collections'
import { parseDocuments } from '@/lib/content/parse'
import { firestore, read } from '@/lib/firebase/admin'
import { mediaSchema, type MediaItem } from './schema'

/**
 * Every picture of the library, newest first. A programme's library holds hundreds of
 * pictures, not millions: one cached read (a few hundred small documents) serves the admin
 * list, its search and the picker, and a save expires it.
 */
export async function getMediaLibrary(): Promise<MediaItem[]> {
  'use cache'
  cacheTag(CACHE_TAGS.media)
  cacheLife(CONTENT_CACHE_PROFILE)
  const snapshot = await read(firestore().collection(MEDIA_COLLECTION), 'the media library')
  return parseDocuments(mediaSchema, snapshot.docs).sort(
    (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id),
  )
}
