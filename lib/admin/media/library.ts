import 'server-only'
import {
  Timestamp,
  type DocumentReference,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore'
import { isDocumentId, parseDocument } from '@/lib/content/parse'
import { firestore, read } from '@/lib/firebase/admin'
import { getMediaLibrary } from '@/lib/media/queries'
import { pageOfPictures } from '@/lib/media/search'
import { mediaSchema, type MediaItem } from '@/lib/media/schema'
import {
  libraryPicture,
  pictureEntry,
  type LibraryPicture,
  type UsedPicture,
} from '@/lib/media/usage'
import { readEditable, type Editable } from '@/lib/admin/documents/documents'
import type { PickablePicture } from './search'
import { MEDIA_COLLECTION } from '@/lib/content/collections'
import { HISTORY_COLLECTION } from '@/lib/admin/history/history'
import { recordNoun } from '@/lib/admin/collections'
import { EVENTS } from '@/lib/admin/collections/events/config'
import { UPDATES } from '@/lib/admin/collections/updates/config'
import { MEDIA as LIBRARY } from './config'
import { followedImages, holdsAll, libraryText, storedMediaItem, type Spread } from './follow'
import { mediaFormValues, type MediaFormValues } from './form'
import type { PreparedPicture } from './pictures/prepare'
import { pictureStore } from './pictures/store'
import { requireRole, type Editor } from '@/lib/admin/accounts/session'
import {
  commitChange,
  commitOrThrow,
  commitWrites,
  type DocumentWrite,
  type Planned,
} from '@/lib/admin/documents/write'

/** The collections whose documents use library pictures. */
export const USING_COLLECTIONS = [EVENTS, UPDATES] as const

/** A document that uses a library picture. */
export interface PictureUse {
  collection: string
  id: string
  title: string
  href: string
  noun: string
}

/**
 * Every event and update using the picture: one `array-contains` query on `mediaIds` each (with
 * only the titles), run by `get` (a read, or a transaction's).
 */
async function findUses(
  mediaId: string,
  get: (query: Query) => Promise<QuerySnapshot>,
): Promise<PictureUse[]> {
  const found = await Promise.all(
    USING_COLLECTIONS.map(async ({ collection, basePath }) => {
      const snapshot = await get(
        firestore()
          .collection(collection)
          .where('mediaIds', 'array-contains', mediaId)
          .select('title'),
      )
      return snapshot.docs.map((doc) => {
        const title = doc.get('title')
        return {
          collection,
          id: doc.id,
          title: typeof title === 'string' ? title : '(no title)',
          href: `${basePath}/${encodeURIComponent(doc.id)}`,
          noun: recordNoun(collection),
        }
      })
    }),
  )
  return found.flat()
}

export async function usesOf(mediaId: string): Promise<PictureUse[]> {
  await requireRole('editor')
  return findUses(mediaId, (query) => read(query, `the uses of media/${mediaId}`))
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

/** The library's pictures matching every word typed (title, alt text, credit), newest first. */
export async function findLibraryPictures(query: string): Promise<PickablePicture[]> {
  await requireRole('editor')
  const { rows } = pageOfPictures(await getMediaLibrary(), String(query).slice(0, 200), 1, 48)
  return rows.map((item) => ({ id: item.id, url: item.url, title: item.title, alt: item.alt }))
}

export async function getEditableMedia(
  id: string,
): Promise<(Editable<MediaFormValues> & { item: MediaItem }) | null> {
  await requireRole('editor')
  const [editable, library] = await Promise.all([
    readEditable(MEDIA_COLLECTION, id, mediaFormValues),
    getMediaLibrary(),
  ])
  if (!editable) return null
  // A picture the cache has not heard of yet (just uploaded), or one its schema refuses (the
  // library skips it), is read as stored: so an invalid one can still be mended or deleted.
  const item = library.find((picture) => picture.id === id) ?? (await readItem(id))
  return item ? { ...editable, item } : null
}

async function readItem(id: string): Promise<MediaItem | null> {
  const snapshot = await read(firestore().collection(MEDIA_COLLECTION).doc(id), `media/${id}`)
  if (!snapshot.exists) return null
  const updatedAt = (snapshot.updateTime ?? snapshot.readTime).toDate().toISOString()
  return (
    parseDocument(mediaSchema, snapshot) ?? storedMediaItem(id, snapshot.data() ?? {}, updatedAt)
  )
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
 * A library picture as stored, even one its schema refuses: what it was before a save that
 * mends it, so the pages that use it still follow the mended one.
 */
export async function storedLibraryPicture(id: string): Promise<LibraryPicture | undefined> {
  await requireRole('editor')
  if (!isDocumentId(id)) return undefined
  const snapshot = await read(firestore().collection(MEDIA_COLLECTION).doc(id), `media/${id}`)
  return snapshot.exists ? libraryPicture(id, snapshot.data() ?? {}) : undefined
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
  // Every write is checked like a form's: text cut and plain, the document one the library
  // can read (an unreadable one could be neither mended nor deleted).
  const title = libraryText(text.title)
  const alt = libraryText(text.alt)
  const credit = libraryText(text.credit ?? '')
  const url = await pictureStore().save(prepared.bytes, prepared.type, folder)
  const data = {
    url,
    width: prepared.width,
    height: prepared.height,
    title,
    alt,
    credit,
    focalX: null,
    focalY: null,
    uploadedBy: editor.email,
    createdAt: Timestamp.now(),
  }
  const parsed = mediaSchema.safeParse(data)
  if (!parsed.success) throw new Error(`An upload was refused: ${parsed.error.message}`)
  const ref = firestore().collection(MEDIA_COLLECTION).doc()
  const history = { action: 'create', before: null, after: data } as const
  // The library's list and picker show it at once.
  await commitOrThrow(editor, [{ ref, op: 'create', data, history }], { shown: [LIBRARY] })
  return {
    ...pictureEntry({ id: ref.id, url, alt, credit, focal: null }),
    mediaId: ref.id,
  }
}

/** Gives library pictures without alt text the alt text typed for them on a form. */
export async function describeInLibrary(
  editor: Editor,
  pictures: readonly { id: string; alt: string }[],
): Promise<void> {
  if (!pictures.length) return
  const writes: DocumentWrite[] = []
  for (const picture of pictures.slice(0, 30)) {
    // Only called with a checked form's values; cut and plain all the same, as every write.
    const alt = libraryText(picture.alt)
    if (!alt || !isDocumentId(picture.id)) continue
    const ref = firestore().collection(MEDIA_COLLECTION).doc(picture.id)
    const snapshot = await ref.get()
    if (!snapshot.exists || snapshot.get('alt')) continue
    const before = snapshot.data() ?? {}
    const history = { action: 'update', before, after: { ...before, alt } } as const
    writes.push({ ref, op: 'update', data: { alt }, version: snapshot.updateTime!, history })
  }
  const outcome = await commitWrites(editor, writes, { shown: [LIBRARY] })
  // Changed meanwhile in the library: its editor's words stand, and this save goes on.
  if (!outcome.ok) console.warn('[admin] the library kept its alt text:', String(outcome.error))
}

/** Every alt text the library has given this picture, from its history (newest 50 changes). */
async function earlierAlts(id: string): Promise<Set<string>> {
  const alts = new Set<string>()
  try {
    const records = await firestore()
      .collection(HISTORY_COLLECTION)
      .where('collection', '==', MEDIA_COLLECTION)
      .where('documentId', '==', id)
      .orderBy('at', 'desc')
      .limit(50)
      .select('snapshot.alt')
      .get()
    for (const record of records.docs) {
      const alt = record.get('snapshot.alt') as unknown
      if (typeof alt === 'string' && alt) alts.add(alt)
    }
  } catch (error) {
    // Without them only the alt text before this save counts as the library's.
    console.warn(`[admin] the earlier alt texts of media/${id}:`, String(error))
  }
  return alts
}

/**
 * After a library picture is saved (or restored): every event and update that uses it gets its
 * focal point and credit, and its new alt text where theirs was the library's (an alt written
 * for one event is that event's own), each change with its record in the history; then the
 * pages of what changed are renewed. Each document is read and written in a transaction of its
 * own (retried by Firestore when it changed between), so an editor's save in between is never
 * overwritten, and its `mediaIds` stay true to its images. A failed document is counted, not
 * thrown: the picture itself is saved already.
 */
export async function followLibrary(
  editor: Editor,
  before: LibraryPicture,
  after: LibraryPicture,
): Promise<Spread> {
  const spread: Spread = { changed: [], failed: 0, complete: true }
  const following = await earlierAlts(after.id)
  if (before.alt) following.add(before.alt)
  const refs: DocumentReference[] = []
  for (const { collection } of USING_COLLECTIONS) {
    try {
      const snapshot = await firestore()
        .collection(collection)
        .where('mediaIds', 'array-contains', after.id)
        .select()
        .get()
      refs.push(...snapshot.docs.map((doc) => doc.ref))
    } catch (error) {
      console.error(`[admin] the uses of media/${after.id} in ${collection}:`, error)
      spread.complete = false
    }
  }
  const outcomes = await commitChange({
    editor,
    // Pictures leave every address alone: nothing for the URL gate to hear of.
    shown: USING_COLLECTIONS,
    urlsKept: true,
    parts: refs.map((ref) => ({
      transaction: async (transaction): Promise<Planned<null>> => {
        const doc = await transaction.get(ref)
        const images = doc.exists ? followedImages(doc.get('images'), after, following) : null
        if (!images) return { writes: [], answer: null }
        const beforeDoc = doc.data() ?? {}
        const history = {
          action: 'update',
          before: beforeDoc,
          after: { ...beforeDoc, images },
        } as const
        return { writes: [{ ref, op: 'update', data: { images }, history }], answer: null }
      },
    })),
  })
  outcomes.forEach((outcome, index) => {
    const ref = refs[index]!
    if (!outcome.ok) {
      console.error(`[admin] ${ref.path} did not follow media/${after.id}:`, outcome.error)
      spread.failed += 1
    } else if (outcome.at && !spread.changed.includes(ref.parent.id)) {
      spread.changed.push(ref.parent.id)
    }
  })
  return spread
}

/** Whether a library picture is stored with these fields already (a save with nothing new). */
export async function mediaHolds(id: string, data: Record<string, unknown>): Promise<boolean> {
  await requireRole('editor')
  if (!isDocumentId(id)) return false
  const snapshot = await firestore().collection(MEDIA_COLLECTION).doc(id).get()
  return snapshot.exists && holdsAll(snapshot.data() ?? {}, data)
}

/**
 * Deletes a library picture that nothing uses, with its record in the history: the queries
 * for its uses and the delete are one transaction, so a picture put on an event meanwhile is
 * never deleted from under it. Returns the uses found instead, or null when it was gone.
 */
export async function deleteUnusedMedia(
  editor: Editor,
  id: string,
): Promise<{ deleted: boolean; uses: PictureUse[] }> {
  if (!isDocumentId(id)) return { deleted: false, uses: [] }
  const ref = firestore().collection(MEDIA_COLLECTION).doc(id)
  const [outcome] = await commitChange({
    editor,
    shown: [LIBRARY],
    parts: [
      {
        transaction: async (
          transaction,
        ): Promise<Planned<{ deleted: boolean; uses: PictureUse[] }>> => {
          const uses = await findUses(id, (query) => transaction.get(query))
          const snapshot = await transaction.get(ref)
          if (uses.length || !snapshot.exists)
            return { writes: [], answer: { deleted: false, uses } }
          const before = snapshot.data() ?? {}
          const after = Object.fromEntries(Object.keys(before).map((field) => [field, null]))
          const history = { action: 'delete', before, after } as const
          return { writes: [{ ref, op: 'delete', history }], answer: { deleted: true, uses } }
        },
      },
    ],
  })
  if (!outcome?.ok) throw outcome?.error
  return outcome.answer
}
