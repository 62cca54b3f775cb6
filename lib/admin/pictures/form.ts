import 'server-only'
import { isAllowedPicture } from '@/lib/content/image-hosts.mjs'
import { pictureEntry } from '@/lib/media/usage'
import type { PictureValues } from '../form-fields'
import { addToLibrary, libraryPictures } from '../media'
import { uploadText } from '../media-follow'
import type { Editor } from '../session'
import { MAX_NEW_PICTURES } from './limits'
import { preparePicture } from './prepare'

/**
 * The pictures a form sends: the ones it keeps (`images.N.*`, in their new order, library
 * pictures as the library has them now, with the alt text typed here) and the new files
 * (`newPictures`, titled by `newPictureTitle.N`), which are checked, cleaned, stored and put
 * in the library at once, so that a save refused for another field does not lose them.
 */
export async function picturesFromForm(
  formData: FormData,
  folder: string,
  editor: Editor,
): Promise<{
  images: PictureValues[]
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
  const files = formData
    .getAll('newPictures')
    .filter((file): file is File => file instanceof File && file.size > 0)
  if (files.length > MAX_NEW_PICTURES) {
    errors.newPictures = `Add at most ${MAX_NEW_PICTURES} pictures at a time.`
    return { images, errors, describe }
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
    images.push(await addToLibrary(editor, prepared, text, folder))
  }
  if (problems.length) errors.newPictures = problems.join(' ')
  return { images, errors, describe }
}
