import 'server-only'
import { isAllowedPicture } from '@/lib/content/image-hosts.mjs'
import { pictureEntry } from '@/lib/media/usage'
import type { PictureValues } from '@/lib/admin/forms/fields'
import { pathsInText } from '@/lib/backup/references'
import { addToLibrary, deleteUnusedMedia, libraryPictures } from '@/lib/admin/media/library'
import { uploadText } from '@/lib/admin/media/follow'
import type { Editor } from '@/lib/admin/accounts/session'
import { MAX_NEW_PICTURES } from './limits'
import { preparePicture, type PreparedPicture } from './prepare'
import { LOCAL_UPLOADS_PATH, pictureStore, storeLocation } from './store'

/** A new picture sent with a form: checked and cleaned, not stored yet. */
export interface Upload {
  prepared: Extract<PreparedPicture, { ok: true }>
  text: { title: string; alt: string }
}

/**
 * The pictures a form sends: the ones it keeps (`images.N.*`, in their new order, library
 * pictures as the library has them now, with the alt text typed here) and the new files
 * (`newPictures`, titled by `newPictureTitle.N`), checked and cleaned here but stored (by
 * storeUploads) only once the save is accepted, so a refused save leaves nothing behind.
 */
export async function picturesFromForm(formData: FormData): Promise<{
  images: PictureValues[]
  uploads: Upload[]
  errors: Record<string, string>
  /** Library pictures without alt text, with the one typed for them here. */
  describe: { id: string; alt: string }[]
}> {
  const kept: PictureValues[] = []
  const indexes = [...formData.keys()]
    .map((key) => /^images\.(\d{1,3})\.imageURL$/.exec(key)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
  for (const index of indexes) {
    const imageURL = String(formData.get(`images.${index}.imageURL`) ?? '')
    // Only pictures the site can show; anything else was not put there by this form.
    if (!isAllowedPicture(imageURL)) continue
    const mediaId = String(formData.get(`images.${index}.mediaId`) ?? '')
    kept.push({
      imageURL,
      imageTitle: String(formData.get(`images.${index}.imageTitle`) ?? ''),
      ...(mediaId ? { mediaId } : {}),
    })
  }
  // The file, focal point and credit come from the library, never from the form.
  const library = await libraryPictures(kept.flatMap((image) => image.mediaId ?? []))
  const images = kept.map((image) => {
    const picture = image.mediaId ? library.get(image.mediaId) : undefined
    if (image.mediaId && !picture) return { imageURL: image.imageURL, imageTitle: image.imageTitle }
    return picture ? { ...pictureEntry(picture), imageTitle: image.imageTitle } : image
  })
  // A picture uploaded here without a title (a save refused for it) gets its alt text in the
  // library from the title typed for it here: written by describeInLibrary only once the
  // form is checked and saved (never by a preview).
  const describe = images.flatMap((image) =>
    image.mediaId && image.imageTitle.trim() && library.get(image.mediaId)?.alt === ''
      ? [{ id: image.mediaId, alt: image.imageTitle.trim() }]
      : [],
  )

  const errors: Record<string, string> = {}
  const uploads: Upload[] = []
  const files = formData
    .getAll('newPictures')
    .filter((file): file is File => file instanceof File && file.size > 0)
  if (files.length > MAX_NEW_PICTURES) {
    errors.newPictures = `Add at most ${MAX_NEW_PICTURES} pictures at a time.`
    return { images, uploads, errors, describe }
  }
  const problems: string[] = []
  for (const [index, file] of files.entries()) {
    const prepared = await preparePicture(new Uint8Array(await file.arrayBuffer()), file.name)
    if (!prepared.ok) {
      problems.push(prepared.error)
      continue
    }
    // Cut and plain: a long file name or a pasted tag would make a document the library
    // cannot read (addToLibrary checks it again).
    const text = uploadText(String(formData.get(`newPictureTitle.${index}`) ?? ''), file.name)
    uploads.push({ prepared, text })
  }
  if (problems.length) errors.newPictures = problems.join(' ')
  return { images, uploads, errors, describe }
}

/**
 * Where a new picture stands while the save is checked: an address the rules accept, never
 * stored (the save stores the file first and checks again with its real address).
 */
export const plannedPicture = (upload: Upload): PictureValues => ({
  imageURL: `${LOCAL_UPLOADS_PATH}not-stored-yet.${upload.prepared.type}`,
  imageTitle: upload.text.alt,
})

/**
 * The errors of a refused save as the form shows them: those of the new pictures (after the
 * `kept` ones in `images`) beside the title field of each chosen file, `newPictureTitle.N`.
 */
export function uploadErrors(errors: Record<string, string>, kept: number) {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const index = Number(/^images\.(\d+)\.imageTitle$/.exec(key)?.[1] ?? NaN)
      return [index >= kept ? `newPictureTitle.${index - kept}` : key, message]
    }),
  )
}

/** Stores the new pictures of an accepted save, each in the library, titled as typed. */
export async function storeUploads(
  uploads: readonly Upload[],
  folder: string,
  editor: Editor,
): Promise<PictureValues[]> {
  const stored: PictureValues[] = []
  for (const upload of uploads) {
    stored.push(await addToLibrary(editor, upload.prepared, upload.text, folder))
  }
  return stored
}

/**
 * Takes back the pictures storeUploads stored for a save whose write was then refused (someone
 * else saved first): out of the library, and their files out of the store.
 */
export async function discardUploads(stored: readonly PictureValues[], editor: Editor) {
  const location = storeLocation()
  for (const picture of stored) {
    if (picture.mediaId) await deleteUnusedMedia(editor, picture.mediaId)
    for (const path of pathsInText(picture.imageURL, location)) await pictureStore().remove(path)
  }
}
