import { z } from 'zod'
import { htmlField, titleField } from '@/lib/content/fields'

/** A `questions` document: one FAQ entry. The answer is HTML. */
/**
 * The longest a category may be once written as its page's address, as the build stores it
 * in a file name (Linux allows 255 bytes; Next adds a suffix, and encodes a '/' twice). A
 * 200-character category of symbols failed the whole build (ENAMETOOLONG).
 */
const CATEGORY_PATH_LIMIT = 200

export function categoryPathLength(category: string): number {
  return encodeURIComponent(category).replaceAll('%2F', '%252F').length
}

export const questionSchema = z.object({
  category: titleField.refine(
    (category) => categoryPathLength(category) <= CATEGORY_PATH_LIMIT,
    'Expected a shorter category: its page address would be too long (fewer symbols or words)',
  ),
  question: titleField,
  answer: htmlField,
})

export type Question = z.output<typeof questionSchema> & { id: string }
