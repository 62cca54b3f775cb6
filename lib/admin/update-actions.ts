'use server'
import { updateTag } from 'next/cache'
import { redirect } from 'next/navigation'
import { CACHE_TAGS } from '@/lib/content/cache'
import { invalidateProxySlugIndex } from '@/lib/content/proxy-slug-index'
import { UPDATES_COLLECTION } from '@/lib/updates/queries'
import { removeDocument, writeDocument } from './documents'
import { CONFLICT_MESSAGE, INVALID_MESSAGE, stringFields, type FormState } from './form-state'
import {
  ATTACHED_FORM_FIELDS,
  updateDocumentFromForm,
  updateFormSchema,
  type UpdateFormValues,
} from './update-form'
import { picturesFromForm } from './pictures/form'
import { requireRole } from './session'

export type UpdateFormState = FormState<UpdateFormValues>

const FIELDS = Object.keys(updateFormSchema.shape).filter(
  (f) => f !== 'forms' && f !== 'images',
) as Exclude<keyof UpdateFormValues, 'forms' | 'images'>[]

/** The attached forms, in the order of their `forms.N.*` fields. */
function attachedForms(formData: FormData): UpdateFormValues['forms'] {
  const indexes = new Set<number>()
  for (const key of formData.keys()) {
    const match = /^forms\.(\d{1,2})\.formTitle$/.exec(key)
    if (match) indexes.add(Number(match[1]))
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => {
      const fields = stringFields(
        formData,
        ATTACHED_FORM_FIELDS.map((field) => `forms.${index}.${field}`),
      )
      return Object.fromEntries(
        ATTACHED_FORM_FIELDS.map((field) => [field, fields[`forms.${index}.${field}`]]),
      ) as UpdateFormValues['forms'][number]
    })
}

function showUpdateChanges() {
  updateTag(CACHE_TAGS.updates)
  invalidateProxySlugIndex(['updates'])
}

/** Creates or saves an update from its form, as saveEvent does for events. */
export async function saveUpdate(_: UpdateFormState, formData: FormData): Promise<UpdateFormState> {
  const editor = await requireRole('editor')
  const pictures = await picturesFromForm(formData, 'updates')
  const values = {
    ...stringFields(formData, FIELDS),
    forms: attachedForms(formData),
    images: pictures.images,
  }
  const result = updateDocumentFromForm(values)
  const errors = { ...pictures.errors, ...(result.ok ? {} : result.errors) }
  if (!result.ok || Object.keys(errors).length) {
    return { values, errors, message: INVALID_MESSAGE }
  }
  const outcome = await writeDocument({
    editor,
    collection: UPDATES_COLLECTION,
    id: String(formData.get('id') ?? ''),
    version: String(formData.get('version') ?? ''),
    data: result.data,
  })
  if (!outcome.ok) {
    return {
      values,
      errors: {},
      message: outcome.conflict ? CONFLICT_MESSAGE : outcome.message,
      conflict: outcome.conflict,
    }
  }
  showUpdateChanges()
  redirect(`/admin/updates/${outcome.id}?saved=1`)
}

export async function deleteUpdate(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  if (await removeDocument(editor, UPDATES_COLLECTION, String(formData.get('id') ?? ''))) {
    showUpdateChanges()
  }
  redirect('/admin/updates?deleted=1')
}
