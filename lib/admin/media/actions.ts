'use server'
import { redirect } from 'next/navigation'
import { writeDocument } from '@/lib/admin/documents/documents'
import {
  CONFLICT_MESSAGE,
  INVALID_MESSAGE,
  schemaStrings,
  type FormState,
} from '@/lib/admin/forms/state'
import { MEDIA } from './config'
import {
  addToLibrary,
  deleteUnusedMedia,
  followLibrary,
  libraryPictures,
  mediaHolds,
  storedLibraryPicture,
} from './library'
import { unfollowedMessage, type Spread } from './follow'
import { mediaDocumentFromForm, mediaFormSchema, type MediaFormValues } from './form'
import { preparePicture } from './pictures/prepare'
import { takeStagedFiles } from './staging'
import { requireRole } from '@/lib/admin/accounts/session'

/**
 * Adds a picture to the library (a new one: its file, alt text, credit, title), or saves a
 * picture's words and focal point; the events and updates that use it follow at once.
 */
export async function saveMedia(
  _: FormState<MediaFormValues>,
  formData: FormData,
): Promise<FormState<MediaFormValues>> {
  const editor = await requireRole('editor')
  await takeStagedFiles(formData, editor.uid)
  const values = schemaStrings(formData, mediaFormSchema)
  const id = String(formData.get('id') ?? '')
  const result = mediaDocumentFromForm(values)
  const errors: Record<string, string> = result.ok ? {} : { ...result.errors }
  const file = formData.get('file')
  const upload = !id && file instanceof File && file.size > 0 ? file : null
  if (!id && !upload) errors.file = 'Choose a picture to upload.'
  const prepared = upload
    ? await preparePicture(new Uint8Array(await upload.arrayBuffer()), upload.name)
    : null
  if (prepared && !prepared.ok) errors.file = prepared.error
  if (!result.ok || Object.keys(errors).length) {
    return { values, errors, message: INVALID_MESSAGE }
  }
  if (prepared?.ok) {
    const added = await addToLibrary(
      editor,
      prepared,
      {
        title: String(result.data.title),
        alt: String(result.data.alt),
        credit: String(result.data.credit),
      },
      'media',
    )
    redirect(`${MEDIA.basePath}/${encodeURIComponent(added.mediaId)}?saved=1`)
  }

  const before = await storedLibraryPicture(id)
  const outcome = await writeDocument(editor, MEDIA, {
    id,
    version: String(formData.get('version') ?? ''),
    data: result.data,
  })
  // "Save again" after a half-done spreading sends the form at the version it was opened at,
  // which that save made old: when the picture holds these values already, there is nothing
  // to write, only the spreading to finish.
  const retry = !outcome.ok && outcome.conflict && (await mediaHolds(id, result.data))
  if (!outcome.ok && !retry) {
    return {
      values,
      errors: {},
      message: outcome.conflict ? CONFLICT_MESSAGE : outcome.message,
      conflict: outcome.conflict,
    }
  }
  const after = (await libraryPictures([id])).get(id)
  let spread: Spread | null = null
  try {
    if (before && after) spread = await followLibrary(editor, before, after)
  } catch (error) {
    console.error(`[admin] the uses of media/${id} did not follow it:`, error)
    spread = { changed: [], failed: 0, complete: false }
  }
  const unfollowed = spread ? unfollowedMessage(spread) : null
  if (unfollowed) return { values, errors: {}, message: unfollowed }
  redirect(`${MEDIA.basePath}/${encodeURIComponent(id)}?saved=1`)
}

export interface DeleteMediaState {
  message?: string
}

/** Deletes a picture from the library, refused (saying where) while anything uses it. */
export async function deleteMedia(
  _: DeleteMediaState,
  formData: FormData,
): Promise<DeleteMediaState> {
  const editor = await requireRole('editor')
  const id = String(formData.get('id') ?? '')
  const { uses } = await deleteUnusedMedia(editor, id)
  if (uses.length) {
    return {
      message: `It is still used on ${uses
        .map((use) => `“${use.title}”`)
        .join(', ')}: remove it from ${uses.length === 1 ? 'that' : 'those'} first.`,
    }
  }
  redirect(`${MEDIA.basePath}?deleted=1`)
}
