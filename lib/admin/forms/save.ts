import 'server-only'
import { redirect } from 'next/navigation'
import type { EditedKind } from '@/lib/admin/collections/kind'
import { unsavedId } from '@/lib/content/drafts'
import { documentPath } from '@/lib/site/routes'
import { writeDocument } from '@/lib/admin/documents/documents'
import type { FormResult } from '@/lib/admin/forms/fields'
import type { PictureValues } from './fields'
import {
  CONFLICT_MESSAGE,
  GONE_MESSAGE,
  INVALID_MESSAGE,
  INVALID_PREVIEW_MESSAGE,
  type FormState,
} from './state'
import { mediaIdsOf } from '@/lib/media/usage'
import { describeInLibrary } from '@/lib/admin/media/library'
import {
  discardUploads,
  picturesFromForm,
  plannedPicture,
  storeUploads,
  uploadErrors,
} from '@/lib/admin/media/pictures/form'
import { storePreview } from '@/lib/admin/documents/previews'
import { takeStagedFiles } from '@/lib/admin/media/staging'
import { beginPreview, requireRole, type Editor } from '@/lib/admin/accounts/session'

/** How a save makes the form's values, and what it checks beyond the form's own rules. */
export type SaveSteps<V> = (
  | { values: V }
  /** Content with pages of its own (`edited.kind`): the values made with its pictures (new
   * ones are stored only once the save is accepted, so a refused save leaves none behind). */
  | { withPictures: (images: PictureValues[]) => V }
) & {
  /** The form's rules and the public schema: the document to write, or the errors. */
  build: (values: V) => FormResult
  /** A check that needs the stored documents (a word already there), with what to show. */
  check?: (data: Record<string, unknown>, id: string) => Promise<Partial<FormState<V>> | null>
  /** Errors found before (a refused photo). */
  errors?: Record<string, string>
  /** Fields only a new document gets (its place in an order), as for writeDocument. */
  onCreate?: () => Promise<Record<string, unknown>> | Record<string, unknown>
}

/**
 * A save's check that refuses a document whose `field` repeats another's (a word already in
 * the dictionary, a venue's name): the error beside the field, and a link to edit the other.
 * `find` is given the name sent and the document's own id, to leave it out.
 */
export function refuseSame<F extends string>(
  edited: EditedKind,
  field: F,
  find: (name: string, id: string) => Promise<({ id: string } & Record<F, string>) | undefined>,
  taken: (name: string) => string,
) {
  return async (
    data: Record<string, unknown>,
    id: string,
  ): Promise<Pick<FormState<unknown>, 'errors' | 'existing'> | null> => {
    const same = await find(String(data[field]), id)
    if (!same) return null
    return {
      errors: { [field]: taken(same[field]) },
      existing: { href: `${edited.basePath}/${same.id}`, text: `Edit “${same[field]}”` },
    }
  }
}

/**
 * The body of every save action: the editor's role, the values (with their pictures), the
 * form's rules and the public schema, any check of its own, then the write with its record and
 * the pages updated. Returns what the form shows when nothing was written. For content with
 * pages of its own, the form's "Preview changes" button (intent=preview) goes through the same
 * checks, then keeps the changes for a preview instead of writing them, and answers with its
 * address.
 */
export async function saveForm<V>(
  edited: EditedKind,
  formData: FormData,
  steps: SaveSteps<V>,
): Promise<FormState<V>> {
  const editor = await requireRole('editor')
  await takeStagedFiles(formData, editor.uid)
  const pictures = 'withPictures' in steps && edited.kind ? await picturesFromForm(formData) : null
  const valuesWith = (images: PictureValues[]) =>
    'withPictures' in steps ? steps.withPictures(images) : steps.values
  // Checked with its new pictures in their places, not yet stored.
  let values = valuesWith([
    ...(pictures?.images ?? []),
    ...(pictures?.uploads.map(plannedPicture) ?? []),
  ])
  let result = steps.build(values)
  const errors = { ...steps.errors, ...pictures?.errors, ...(result.ok ? {} : result.errors) }
  const previewing = Boolean(edited.kind) && formData.get('intent') === 'preview'
  // A refused save answers with the pictures it keeps; the new ones are still chosen on the form.
  const kept = valuesWith(pictures?.images ?? [])
  if (!result.ok || Object.keys(errors).length) {
    return {
      values: kept,
      errors: pictures ? uploadErrors(errors, pictures.images.length) : errors,
      message: previewing ? INVALID_PREVIEW_MESSAGE : INVALID_MESSAGE,
    }
  }
  const id = String(formData.get('id') ?? '')
  const refused = steps.check ? await steps.check(result.data, id) : null
  if (refused) return { values: kept, errors: {}, message: INVALID_MESSAGE, ...refused }
  const onCreate = !id && steps.onCreate ? await steps.onCreate() : undefined
  let images = pictures?.images ?? []
  let stored: PictureValues[] = []
  if (pictures?.uploads.length && edited.kind) {
    stored = await storeUploads(pictures.uploads, edited.kind, editor)
    images = [...images, ...stored]
    values = valuesWith(images)
    result = steps.build(values)
    // The same values, each planned address now a stored one: nothing here can refuse it.
    if (!result.ok) throw new Error('A save accepted with its new pictures was refused with them.')
  }
  // The library pictures it uses, for "where is this picture used?" in one query.
  if (pictures) result.data.mediaIds = mediaIdsOf(images)
  // The library learns the alt text typed here only from a checked save, never a preview.
  if (pictures && !previewing) await describeInLibrary(editor, pictures.describe)
  if (previewing && edited.kind) {
    const previewId = await storePreview({
      editor,
      collection: edited.collection,
      id,
      data: result.data,
      onCreate,
    })
    if (!previewId) {
      await discardUploads(stored, editor)
      return { values: kept, errors: {}, message: GONE_MESSAGE }
    }
    await beginPreview()
    const titleSlug = String(result.data.titleSlug)
    return {
      values,
      errors: {},
      preview: documentPath(edited.kind, { titleSlug, id: unsavedId(previewId) }),
    }
  }
  const refusedWrite = await writeFromForm(edited, editor, formData, values, result.data, onCreate)
  // Only a refused write returns (a saved one redirects): its new pictures go again.
  await discardUploads(stored, editor)
  return { ...refusedWrite, values: kept }
}

/**
 * The end of every save: the write (only over the version the form was opened at) with its
 * record, then the public pages updated and the edit page shown again.
 */
export async function writeFromForm<V>(
  edited: EditedKind,
  editor: Editor,
  formData: FormData,
  values: V,
  data: Record<string, unknown>,
  onCreate?: Record<string, unknown>,
): Promise<FormState<V>> {
  const outcome = await writeDocument(editor, edited, {
    id: String(formData.get('id') ?? ''),
    version: String(formData.get('version') ?? ''),
    data,
    onCreate,
  })
  if (!outcome.ok) {
    return {
      values,
      errors: {},
      message: outcome.conflict ? CONFLICT_MESSAGE : outcome.message,
      conflict: outcome.conflict,
    }
  }
  redirect(`${edited.basePath}/${outcome.id}?saved=1`)
}
