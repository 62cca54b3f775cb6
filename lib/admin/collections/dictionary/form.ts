import { z } from 'zod'
import { sanitizeEditorialHtml } from '@/lib/content/sanitize'
import { dictionaryEntrySchema } from '@/lib/dictionary/schema'
import { foldText } from '@/lib/content/plain-text'
import { checkedEntry } from '@/lib/admin/forms/entry'
import type { FormResult } from '@/lib/admin/forms/fields'
import {
  fieldErrors,
  htmlInput,
  plainText,
  requiredText,
  storedTexts,
} from '@/lib/admin/forms/fields'

export const dictionaryFormSchema = z.object({
  word: requiredText(200, 'The word'),
  type: plainText(50, 'The type'),
  desc: htmlInput,
})

export type DictionaryFormValues = Record<keyof z.input<typeof dictionaryFormSchema>, string>

/** The letter a word is listed under: its first letter, accents folded; null if not A–Z. */
export function letterOf(word: string): string | null {
  const first = foldText(word).charAt(0).toUpperCase()
  return /^[A-Z]$/.test(first) ? first : null
}

/** The entry fields a save writes, or the errors beside their fields. */
export function dictionaryDocumentFromForm(values: DictionaryFormValues): FormResult {
  const parsed = dictionaryFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const { word, type, desc } = parsed.data
  const letter = letterOf(word)
  if (!letter) {
    return {
      ok: false,
      errors: { word: 'Start the word with a letter from A to Z: each letter has its page.' },
    }
  }
  return checkedEntry(dictionaryEntrySchema, {
    letter,
    word,
    type,
    desc: sanitizeEditorialHtml(desc),
  })
}

/** The entry (already stored) that has the same word, in any case or accents, but not `id`. */
export function findSameWord<T extends { id: string; word: string }>(
  entries: readonly T[],
  word: string,
  id: string,
): T | undefined {
  const key = foldText(word)
  return entries.find((entry) => entry.id !== id && foldText(entry.word) === key)
}

/** A stored entry (even an invalid one) as form values. */
export function dictionaryFormValues(doc: Record<string, unknown> | null): DictionaryFormValues {
  return storedTexts(doc, ['word', 'type', 'desc'])
}
