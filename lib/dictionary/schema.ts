import { z } from 'zod'

/** A `dictionary` document: one community term. */
export const dictionaryEntrySchema = z.object({
  letter: z
    .string()
    .trim()
    .regex(/^[A-Za-z]$/, 'Expected a single letter')
    .transform((l) => l.toUpperCase()),
  word: z.string().trim().min(1),
  type: z.string().default(''),
  desc: z.string().default(''),
})

export type DictionaryEntry = z.output<typeof dictionaryEntrySchema> & { id: string }
