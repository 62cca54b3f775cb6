import { createHash } from 'node:crypto'
import { documentsOf, type Collections, type Migration, type StoredDocument } from './migration'

/** The collections whose documents carry `images` (events and updates). */
const USERS = ['showcase', 'updates'] as const

interface Entry {
  imageURL?: unknown
  imageTitle?: unknown
  mediaId?: unknown
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const entriesOf = (doc: StoredDocument): Entry[] =>
  Array.isArray(doc.data.images) ? (doc.data.images as Entry[]) : []

/** The library id a picture from before the library gets: fixed by its URL, so a resumed run finds it. */
export function libraryIdFor(url: string): string {
  return `migrated-${createHash('sha256').update(url).digest('hex').slice(0, 20)}`
}

/** Every picture URL events and updates use without a library entry, in the order first used. */
export function unlistedPictures(collections: Collections): string[] {
  const urls = new Set<string>()
  for (const collection of USERS) {
    for (const doc of documentsOf(collections, collection)) {
      for (const entry of entriesOf(doc)) {
        if (!text(entry.mediaId) && text(entry.imageURL)) urls.add(text(entry.imageURL))
      }
    }
  }
  return [...urls]
}

/**
 * Pictures uploaded before the media library (0.1.0) are on events and updates but not in the
 * library, so an editor can neither find nor reuse them, nor see where they are used. Each
 * becomes a library picture (its size read from the file, its alt text the first one it was
 * given); the documents that use it point at it and keep their own alt text.
 */
export const libraryPictures: Migration = {
  id: '0004-library-pictures',
  summary: 'Pictures that events and updates use are entered in the media library',
  reads: ['showcase', 'updates', 'media'],
  async gather(collections) {
    const { pictureSize } = await import('./picture-size')
    const urls = unlistedPictures(collections)
    const sizes = await Promise.all(urls.map(async (url) => [url, await pictureSize(url)] as const))
    return { pictureSizes: new Map(sizes) }
  },
  plan(collections, facts) {
    const notes: string[] = []
    const byUrl = new Map<string, string>()
    for (const picture of documentsOf(collections, 'media')) {
      const url = text(picture.data.url)
      if (url && !byUrl.has(url)) byUrl.set(url, picture.id)
    }
    const created = []
    for (const url of unlistedPictures(collections)) {
      if (byUrl.has(url)) continue
      const size = facts.pictureSizes?.get(url)
      if (!size) {
        notes.push(
          `${url} could not be read, so it stays out of the library (the pages still show it)`,
        )
        continue
      }
      const user = USERS.flatMap((c) => documentsOf(collections, c)).find((doc) =>
        entriesOf(doc).some((entry) => text(entry.imageURL) === url),
      )
      const entry = user && entriesOf(user).find((e) => text(e.imageURL) === url)
      const id = libraryIdFor(url)
      byUrl.set(url, id)
      created.push({
        collection: 'media',
        id,
        before: null,
        after: {
          url,
          width: size.width,
          height: size.height,
          title: text(user?.data.title).slice(0, 150),
          alt: text(entry?.imageTitle),
          credit: '',
          focalX: null,
          focalY: null,
          uploadedBy: '',
          createdAt: user?.data.createdAt ?? null,
        },
        why: `${url} (${size.width}×${size.height}), first used by "${text(user?.data.title)}"`,
      })
    }
    const linked = USERS.flatMap((collection) =>
      documentsOf(collections, collection).flatMap((doc) => {
        const entries = entriesOf(doc)
        if (!entries.some((e) => !text(e.mediaId) && byUrl.has(text(e.imageURL)))) return []
        const images = entries.map((e) => {
          const id = text(e.mediaId) ? null : byUrl.get(text(e.imageURL))
          return id ? { ...e, mediaId: id } : e
        })
        const mediaIds = [...new Set(images.map((e) => text(e.mediaId)).filter(Boolean))]
        return [
          {
            collection,
            id: doc.id,
            before: doc.data,
            after: { ...doc.data, images, mediaIds },
            why: `its ${images.length === 1 ? 'picture points' : 'pictures point'} at the library`,
          },
        ]
      }),
    )
    return { writes: [...created, ...linked], notes }
  },
}
