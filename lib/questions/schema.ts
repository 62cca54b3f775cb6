import { z } from 'zod'
import { htmlField, titleField } from '@/lib/content/fields'

/** A `questions` document: one FAQ entry. The answer is HTML. */
export const questionSchema = z.object({
  category: titleField,
  question: titleField,
  answer: htmlField,
})

export type Question = z.output<typeof questionSchema> & { id: string }
