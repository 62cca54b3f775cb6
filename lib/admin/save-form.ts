import 'server-only'
import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'
import type { CacheTag } from '@/lib/content/cache'
import type { GatedKind } from '@/lib/content/gate'
import { invalidateProxySlugIndex } from '@/lib/content/proxy-slug-index'
import { removeDocument, writeDocument } from './documents'
import type { FormResult } from './event-form'
import type { PictureValues } from './form-fields'
import { CONFLICT_MESSAGE, INVALID_MESSAGE, type FormState } from './form-state'
import { picturesFromForm } from './pictures/form'
import { requireRole } from './session'

/** What the admin area needs to know of a kind of content to save it and show the change. */
export interface EditedKind {
  collection: string
  tag: CacheTag
  /** Its public URLs, which the proxy's slug index decides. */
  kind: GatedKind
  /** '/admin/events' */
  basePath: string
}

/** New pages for everyone at once, the editor's own next load included (read-your-own-writes). */
function showChanges(edited: EditedKind) {
  updateTag(edited.tag)
  invalidateProxySlugIndex([edited.kind])
}

/**
 * The body of every save action: the editor's role, the pictures (stored first, so a refused
 * save loses none), the form's rules and the public schema, then the write with its record
 * and the pages updated. Returns what the form shows when nothing was written.
 */
export async function saveForm<V extends { images: PictureValues[] }>(
  edited: EditedKind,
  formData: FormData,
  read: (images: PictureValues[]) => V,
  build: (values: V) => FormResult,
  onCreate?: Record<string, unknown>,
): Promise<FormState<V>> {
  const editor = await requireRole('editor')
  const pictures = await picturesFromForm(formData, edited.kind)
  const values = read(pictures.images)
  const result = build(values)
  const errors = { ...pictures.errors, ...(result.ok ? {} : result.errors) }
  if (!result.ok || Object.keys(errors).length) {
    return { values, errors, message: INVALID_MESSAGE }
  }
  const outcome = await writeDocument({
    editor,
    collection: edited.collection,
    id: String(formData.get('id') ?? ''),
    version: String(formData.get('version') ?? ''),
    data: result.data,
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
  showChanges(edited)
  redirect(`${edited.basePath}/${outcome.id}?saved=1`)
}

/** The body of every delete action (after the page's confirmation). */
export async function deleteFromForm(edited: EditedKind, formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  if (await removeDocument(editor, edited.collection, String(formData.get('id') ?? ''))) {
    showChanges(edited)
  }
  redirect(`${edited.basePath}?deleted=1`)
}
