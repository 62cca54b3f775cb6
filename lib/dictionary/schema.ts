import { z } from 'zod'
import { shortTextField, titleField } from '@/lib/content/fields'

/** A `dictionary` document: one community term. */
export const dictionaryEntrySchema = z.object({
  letter: z
    .string()
    .trim()
    .regex(/^[A-Za-z]$/, 'Expected a single letter')
    .transform((l) => l.toUpperCase()),
  word: titleField,
  type: z.string().max(50).default(''),
  desc: shortTextField.default(''),
})

export type DictionaryEntry = z.output<typeof dictionaryEntrySchema> & { id: string }
