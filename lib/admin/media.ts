import 'server-only'
import { isDeepStrictEqual } from 'node:util'
import { updateTag } from 'next/cache'
import { CACHE_TAGS } from '@/lib/content/cache'
import { EVENTS_COLLECTION, MEDIA_COLLECTION, UPDATES_COLLECTION } from '@/lib/content/collections'
import { isDocumentId, parseDocument } from '@/lib/content/parse'
import { firestore, read } from '@/lib/firebase/admin'
import { getMediaLibrary } from '@/lib/media/queries'
import { mediaSchema, type MediaItem } from '@/lib/media/schema'
import {
  pictureEntry,
  refreshPictures,
  type LibraryPicture,
  type UsedPicture,
} from '@/lib/media/usage'
import { readEditable, type Editable } from './documents'
import { recordChange } from './history'
import { editedKind } from './kinds'
import { mediaFormValues, type MediaFormValues } from './media-form'
import type { PreparedPicture } from './pictures/prepare'
import { pictureStore } from './pictures/store'
import { requireRole, type Editor } from './session'

/** The collections whose documents use library pictures, with their admin addresses. */
export const USING_COLLECTIONS = [
  { collection: EVENTS_COLLECTION, basePath: '/admin/events', noun: 'Event' },
  { collection: UPDATES_COLLECTION, basePath: '/admin/updates', noun: 'Update' },
] as const

/** A document that uses a library picture. */
export interface PictureUse {
  collection: string
  id: string
  title: string
  href: string
  noun: string
}

/** Every event and update using the picture: one `array-contains` query on `mediaIds` each. */
export async function usesOf(mediaId: string): Promise<PictureUse[]> {
  await requireRole('editor')
  const found = await Promise.all(
    USING_COLLECTIONS.map(async ({ collection, basePath, noun }) => {
      const snapshot = await read(
        firestore()
          .collection(collection)
          .where('mediaIds', 'array-contains', mediaId)
          .select('title'),
        `the uses of media/${mediaId}`,
      )
      return snapshot.docs.map((doc) => ({
        collection,
        id: doc.id,
        title: typeof doc.get('title') === 'string' ? (doc.get('title') as string) : '(no title)',
        href: `${basePath}/${encodeURIComponent(doc.id)}`,
        noun,
      }))
    }),
  )
  return found.flat()
}

/** How many documents use each picture, for the library's list (one small read per collection). */
export async function countUses(): Promise<Map<string, number>> {
  await requireRole('editor')
  const counts = new Map<string, number>()
  for (const { collection } of USING_COLLECTIONS) {
    const snapshot = await read(
      firestore().collection(collection).select('mediaIds'),
      `the pictures used in ${collection}`,
    )
    for (const doc of snapshot.docs) {
      const ids = doc.get('mediaIds') as unknown
      if (!Array.isArray(ids)) continue
      for (const id of ids) {
        if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + 1)
      }
    }
  }
  return counts
}

/** The library, for an editor (its list and the picker). */
export async function listMedia(): Promise<MediaItem[]> {
  await requireRole('editor')
  return getMediaLibrary()
}

export async function getEditableMedia(
  id: string,
): Promise<(Editable<MediaFormValues> & { item: MediaItem }) | null> {
  await requireRole('editor')
  const [editable, library] = await Promise.all([
    readEditable(MEDIA_COLLECTION, id, mediaFormValues),
    getMediaLibrary(),
  ])
  const item = library.find((picture) => picture.id === id)
  // A picture the cache has not heard of yet (just uploaded) is read as stored.
  const stored = item ?? (editable ? await readItem(id) : null)
  return editable && stored ? { ...editable, item: stored } : null
}

async function readItem(id: string): Promise<MediaItem | null> {
  const snapshot = await read(firestore().collection(MEDIA_COLLECTION).doc(id), `media/${id}`)
  return parseDocument(mediaSchema, snapshot)
}

const asLibraryPicture = (item: MediaItem): LibraryPicture => ({
  id: item.id,
  url: item.url,
  alt: item.alt,
  credit: item.credit,
  focal: item.focal,
})

/** The library pictures with these ids as they are stored now (not from a cache). */
export async function libraryPictures(
  ids: readonly string[],
): Promise<Map<string, LibraryPicture>> {
  const valid = [...new Set(ids)].filter(isDocumentId)
  if (!valid.length) return new Map()
  const refs = valid.map((id) => firestore().collection(MEDIA_COLLECTION).doc(id))
  const snapshots = await read(
    { get: () => firestore().getAll(...refs) },
    'the library pictures of a form',
  )
  const found = new Map<string, LibraryPicture>()
  for (const snapshot of snapshots) {
    const item = parseDocument(mediaSchema, snapshot)
    if (item) found.set(item.id, asLibraryPicture(item))
  }
  return found
}

/**
 * Puts an uploaded (already prepared) picture in the store and the library, with its record
 * in the history: every upload, from the library or from a form's picture field, is a library
 * picture. Returns what a document keeps of it.
 */
export async function addToLibrary(
  editor: Editor,
  prepared: Extract<PreparedPicture, { ok: true }>,
  text: { title: string; alt: string; credit?: string },
  folder: string,
): Promise<UsedPicture & { mediaId: string }> {
  const url = await pictureStore().save(prepared.bytes, prepared.type, folder)
  const ref = firestore().collection(MEDIA_COLLECTION).doc()
  const data = {
    url,
    width: prepared.width,
    height: prepared.height,
    title: text.title,
    alt: text.alt,
    credit: text.credit ?? '',
    focalX: null,
    focalY: null,
    uploadedBy: editor.email,
    createdAt: new Date(),
  }
  const batch = firestore().batch()
  batch.create(ref, data)
  recordChange(batch, { editor, action: 'create', target: ref, before: null, after: data })
  await batch.commit()
  // The library's list and picker show it at once.
  updateTag(CACHE_TAGS.media)
  return {
    ...pictureEntry({ id: ref.id, url, alt: text.alt, credit: text.credit ?? '', focal: null }),
    mediaId: ref.id,
  }
}

/** Gives library pictures without alt text the alt text typed for them on a form. */
export async function describeInLibrary(
  editor: Editor,
  pictures: readonly { id: string; alt: string }[],
): Promise<void> {
  if (!pictures.length) return
  const batch = firestore().batch()
  for (const { id, alt } of pictures.slice(0, 30)) {
    const ref = firestore().collection(MEDIA_COLLECTION).doc(id)
    const snapshot = await ref.get()
    if (!snapshot.exists || snapshot.get('alt')) continue
    const before = snapshot.data() ?? {}
    batch.update(ref, { alt }, { lastUpdateTime: snapshot.updateTime! })
    recordChange(batch, {
      editor,
      action: 'update',
      target: ref,
      before,
      after: { ...before, alt },
    })
  }
  try {
    await batch.commit()
    updateTag(CACHE_TAGS.media)
  } catch (error) {
    // Changed meanwhile in the library: its editor's words stand, and this save goes on.
    console.warn('[admin] the library kept its alt text:', String(error))
  }
}

/**
 * After a library picture is saved: every event and update that uses it gets its focal point
 * and credit, and its new alt text where theirs was the library's (an alt written for one
 * event is that event's own), each change with its record in the history. Returns the
 * collections changed, whose pages must be updated.
 */
export async function spreadToUses(
  editor: Editor,
  before: LibraryPicture,
  after: LibraryPicture,
): Promise<string[]> {
  const changed: string[] = []
  for (const { collection } of USING_COLLECTIONS) {
    const snapshot = await read(
      firestore().collection(collection).where('mediaIds', 'array-contains', after.id),
      `the uses of media/${after.id}`,
    )
    if (snapshot.empty) continue
    let batch = firestore().batch()
    let writes = 0
    let pending = 0
    for (const doc of snapshot.docs) {
      const images = (doc.get('images') as UsedPicture[] | undefined) ?? []
      const next = refreshPictures(images, new Map([[after.id, after]])).map((image, index) => {
        const own = images[index]!
        // An alt text changed for this document alone is kept.
        return own.mediaId === after.id && own.imageTitle && own.imageTitle !== before.alt
          ? { ...image, imageTitle: own.imageTitle }
          : image
      })
      if (isDeepStrictEqual(next, images)) continue
      const beforeDoc = doc.data()
      batch.update(doc.ref, { images: next })
      recordChange(batch, {
        editor,
        action: 'update',
        target: doc.ref,
        before: beforeDoc,
        after: { ...beforeDoc, images: next },
      })
      writes += 1
      // A batch takes 500 writes: each document is two (its change and its record).
      if (++pending === 200) {
        await batch.commit()
        batch = firestore().batch()
        pending = 0
      }
    }
    if (pending) await batch.commit()
    if (writes) changed.push(collection)
  }
  return changed
}

/** spreadToUses, then the pages of what changed renewed (after a save or a restore). */
export async function followLibrary(
  editor: Editor,
  before: LibraryPicture,
  after: LibraryPicture,
): Promise<void> {
  for (const collection of await spreadToUses(editor, before, after)) {
    const kind = editedKind(collection)
    if (kind) updateTag(kind.tag)
  }
}
