import { z } from 'zod'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { ALT_TEXT_MAX } from '@/lib/media/alt-text'
import { fieldErrors, plainText, requiredText, storedText } from '@/lib/admin/forms/fields'
import type { FormResult } from '@/lib/admin/forms/fields'

const percent = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => !value || (/^\d{1,3}(\.\d+)?$/.test(value) && Number(value) <= 100),
      `${label}: a number from 0 to 100.`,
    )

export const mediaFormSchema = z
  .object({
    title: plainText(TEXT_LIMITS.title, 'The title'),
    alt: requiredText(ALT_TEXT_MAX, 'The alt text'),
    credit: plainText(TEXT_LIMITS.title, 'The credit'),
    focalX: percent('Across'),
    focalY: percent('Down'),
  })
  .superRefine((form, ctx) => {
    if (Boolean(form.focalX) !== Boolean(form.focalY)) {
      const path = form.focalX ? 'focalY' : 'focalX'
      ctx.addIssue({ code: 'custom', path: [path], message: 'Enter both, or neither.' })
    }
  })

export type MediaFormValues = Record<keyof z.input<typeof mediaFormSchema>, string>

/** The fields a save of a library picture writes (its file is never replaced), or the errors. */
export function mediaDocumentFromForm(values: MediaFormValues): FormResult {
  const parsed = mediaFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const form = parsed.data
  const focal = form.focalX && form.focalY
  return {
    ok: true,
    data: {
      // An untitled picture is found in the library by its alt text.
      title: form.title || form.alt.slice(0, TEXT_LIMITS.title),
      alt: form.alt,
      credit: form.credit,
      focalX: focal ? Math.round(Number(form.focalX) * 10) / 10 : null,
      focalY: focal ? Math.round(Number(form.focalY) * 10) / 10 : null,
    },
  }
}

/** A stored picture (even an invalid one) as form values. */
export function mediaFormValues(doc: Record<string, unknown> | null): MediaFormValues {
  const shown = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
  return {
    title: storedText(doc?.title),
    alt: storedText(doc?.alt),
    credit: storedText(doc?.credit),
    focalX: shown(doc?.focalX),
    focalY: shown(doc?.focalY),
  }
}
