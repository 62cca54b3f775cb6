'use server'
import { schemaStrings, stringFields, type FormState } from '@/lib/admin/forms/state'
import { UPDATES } from './config'
import { saveForm } from '@/lib/admin/forms/save'
import {
  ATTACHED_FORM_FIELDS,
  updateDocumentFromForm,
  updateFormSchema,
  type UpdateFormValues,
} from './form'

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

/** Creates or saves an update from its form (lib/admin/forms/save.ts says how). */
export async function saveUpdate(
  _: FormState<UpdateFormValues>,
  formData: FormData,
): Promise<FormState<UpdateFormValues>> {
  return saveForm(UPDATES, formData, {
    withPictures: (images) => ({
      ...schemaStrings(formData, updateFormSchema, ['forms', 'images']),
      forms: attachedForms(formData),
      images,
    }),
    build: updateDocumentFromForm,
  })
}
