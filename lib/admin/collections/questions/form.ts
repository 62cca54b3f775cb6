import { z } from 'zod'
import { htmlText } from '@/lib/content/plain-text'
import { sanitizeEditorialHtml } from '@/lib/content/sanitize'
import { questionSchema } from '@/lib/questions/schema'
import { checkedEntry } from '@/lib/admin/forms/entry'
import type { FormResult } from '@/lib/admin/forms/fields'
import {
  fieldErrors,
  htmlInput,
  plainText,
  requiredText,
  storedText,
  storedTexts,
} from '@/lib/admin/forms/fields'

/** The form offers the categories in use; `newCategory`, when typed, is a new one instead. */
export const questionFormSchema = z.object({
  category: plainText(200, 'The category'),
  newCategory: plainText(200, 'The new category'),
  question: requiredText(200, 'The question'),
  answer: htmlInput.refine((html) => htmlText(html) !== '', 'Enter the answer.'),
})

export type QuestionFormValues = Record<keyof z.input<typeof questionFormSchema>, string>

/** The question fields a save writes, or the errors beside their fields. */
export function questionDocumentFromForm(values: QuestionFormValues): FormResult {
  const parsed = questionFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const { newCategory, question, answer } = parsed.data
  const category = newCategory || parsed.data.category
  if (!category) {
    return { ok: false, errors: { category: 'Choose a category, or type a new one.' } }
  }
  const result = checkedEntry(questionSchema, {
    category,
    question,
    answer: sanitizeEditorialHtml(answer),
  })
  // The schema's words about a category belong beside the field the editor used.
  if (!result.ok && result.errors.category && newCategory) {
    const { category: message, ...rest } = result.errors
    return { ok: false, errors: { ...rest, newCategory: message } }
  }
  return result
}

/** A category name as a rename gives it, checked with the rules the public pages read with. */
export function checkedCategory(
  name: string,
): { ok: true; name: string } | { ok: false; error: string } {
  const parsed = questionSchema.shape.category.safeParse(name)
  if (parsed.success) return { ok: true, name: parsed.data }
  return {
    ok: false,
    error: name.trim()
      ? (parsed.error.issues[0]?.message ?? 'Enter a shorter name.')
      : 'Enter the new name.',
  }
}

/** A stored question (even an invalid one) as form values. */
export function questionFormValues(doc: Record<string, unknown> | null): QuestionFormValues {
  return {
    category: storedText(doc?.category).trim(),
    newCategory: '',
    ...storedTexts(doc, ['question', 'answer']),
  }
}
