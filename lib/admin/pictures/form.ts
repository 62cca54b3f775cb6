import 'server-only'
import { isAllowedPicture } from '@/lib/content/image-hosts.mjs'
import type { PictureValues } from '../form-fields'
import { MAX_NEW_PICTURES } from './limits'
import { preparePicture } from './prepare'
import { pictureStore } from './store'

/**
 * The pictures a form sends: the ones it keeps (`images.N.*`, in their new order) and the new
 * files (`newPictures`, titled by `newPictureTitle.N`), which are checked, cleaned and stored
 * at once, so that a save refused for another field does not lose them.
 */
export async function picturesFromForm(
  formData: FormData,
  folder: string,
): Promise<{ images: PictureValues[]; errors: Record<string, string> }> {
  const images: PictureValues[] = []
  const indexes = [...formData.keys()]
    .map((key) => /^images\.(\d{1,3})\.imageURL$/.exec(key)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
  for (const index of indexes) {
    const imageURL = String(formData.get(`images.${index}.imageURL`) ?? '')
    // Only pictures the site can show; anything else was not put there by this form.
    if (!isAllowedPicture(imageURL)) continue
    images.push({ imageURL, imageTitle: String(formData.get(`images.${index}.imageTitle`) ?? '') })
  }

  const errors: Record<string, string> = {}
  const files = formData
    .getAll('newPictures')
    .filter((file): file is File => file instanceof File && file.size > 0)
  if (files.length > MAX_NEW_PICTURES) {
    errors.newPictures = `Add at most ${MAX_NEW_PICTURES} pictures at a time.`
    return { images, errors }
  }
  const store = pictureStore()
  const problems: string[] = []
  for (const [index, file] of files.entries()) {
    const prepared = await preparePicture(new Uint8Array(await file.arrayBuffer()), file.name)
    if (!prepared.ok) {
      problems.push(prepared.error)
      continue
    }
    images.push({
      imageURL: await store.save(prepared.bytes, prepared.type, folder),
      imageTitle: String(formData.get(`newPictureTitle.${index}`) ?? ''),
    })
  }
  if (problems.length) errors.newPictures = problems.join(' ')
  return { images, errors }
}
