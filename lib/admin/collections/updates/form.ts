import { z } from 'zod'
import { isHttpOrSitePath } from '@/lib/content/fields'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { sanitizeEditorialHtml } from '@/lib/content/sanitize'
import { updateSchema } from '@/lib/updates/schema'
import { checkedWith, type FormResult } from '@/lib/admin/forms/fields'
import {
  contentDocument,
  contentFormFields,
  contentFormValues,
  checkPublicationWindow,
  dayField,
  fieldErrors,
  htmlInput,
  moment,
  requiredText,
  storedMoment,
  storedText,
  timeField,
  type PictureValues,
} from '@/lib/admin/forms/fields'

/** A form attached to an update: somewhere to apply or give feedback. */
const attachedFormSchema = z.object({
  formTitle: requiredText(TEXT_LIMITS.title, 'The form’s title'),
  formURL: z
    .string()
    .trim()
    .refine(
      isHttpOrSitePath,
      'Enter the form’s full web address (https://…) or a path on this site (/downloads/…).',
    ),
  formDescription: htmlInput,
})

export type AttachedFormValues = Record<keyof z.input<typeof attachedFormSchema>, string>

export const updateFormSchema = z
  .object({
    ...contentFormFields,
    dateStartDay: dayField.refine(Boolean, 'Enter the date of the update.'),
    dateStartTime: timeField,
    forms: z.array(attachedFormSchema).max(20, 'An update can have at most 20 forms.'),
  })
  .superRefine(checkPublicationWindow)

export type UpdateFormValues = Record<
  Exclude<keyof z.input<typeof updateFormSchema>, 'forms' | 'images'>,
  string
> & { forms: AttachedFormValues[]; images: PictureValues[] }

/** The fields of one attached form, by their index in the submitted form (`formTitle.0`). */
export const ATTACHED_FORM_FIELDS = ['formTitle', 'formURL', 'formDescription'] as const

/** The update document fields an edit writes, or the errors beside their fields. */
export function updateDocumentFromForm(values: UpdateFormValues): FormResult {
  const parsed = updateFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const form = parsed.data
  const date = moment(form.dateStartDay, form.dateStartTime, '09:00')
  return checkedWith(updateSchema, {
    ...contentDocument(form),
    dateStart: date.at,
    forms: form.forms.map((attached) => ({
      formTitle: attached.formTitle,
      formURL: attached.formURL,
      formDescription: sanitizeEditorialHtml(attached.formDescription),
    })),
  })
}

/** A stored update (even an invalid one) as form values; a new one is dated today. */
export function updateFormValues(doc: Record<string, unknown> | null, now: Date): UpdateFormValues {
  const date = storedMoment(doc ? doc.dateStart : now)
  const forms = Array.isArray(doc?.forms) ? (doc.forms as Record<string, unknown>[]) : []
  return {
    ...contentFormValues(doc),
    dateStartDay: date.day,
    dateStartTime: doc ? date.time : '09:00',
    forms: forms.map((form) => ({
      formTitle: storedText(form?.formTitle),
      formURL: storedText(form?.formURL),
      formDescription: storedText(form?.formDescription),
    })),
  }
}
