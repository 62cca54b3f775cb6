import { z } from 'zod'
import { htmlField, titleField } from '@/lib/content/fields'

/** A `dictionary` document: one community term. The description is HTML. */
export const dictionaryEntrySchema = z.object({
  letter: z
    .string()
    .trim()
    .regex(/^[A-Za-z]$/, 'Expected a single letter')
    .transform((l) => l.toUpperCase()),
  word: titleField,
  type: z.string().max(50).default(''),
  /** Rich text from the admin area's editor; plain text stored earlier reads the same. */
  desc: htmlField.prefault(''),
})

export type DictionaryEntry = z.output<typeof dictionaryEntrySchema> & { id: string }
