import { z } from 'zod'
import { htmlField } from '@/lib/content/fields'

/** A `questions` document: one FAQ entry. The answer is HTML. */
export const questionSchema = z.object({
  category: z.string().trim().min(1),
  question: z.string().trim().min(1),
  answer: htmlField,
})

export type Question = z.output<typeof questionSchema> & { id: string }
