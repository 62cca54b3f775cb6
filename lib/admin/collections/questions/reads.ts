import 'server-only'
import { QUESTIONS_COLLECTION } from '@/lib/content/collections'
import { listFields, storedText } from '@/lib/admin/documents/documents'

export interface ListedQuestion {
  id: string
  question: string
  /** Trimmed, as the public pages read it. */
  category: string
}

/** Every question, by category then question, for the admin list. */
export async function listQuestions(): Promise<ListedQuestion[]> {
  const rows = await listFields(QUESTIONS_COLLECTION, ['question', 'category'])
  return rows
    .map(({ id, data }) => ({
      id,
      question: storedText(data.question) || '(no question)',
      category: storedText(data.category).trim(),
    }))
    .sort(
      (a, b) =>
        a.category.localeCompare(b.category, 'en-GB') ||
        a.question.localeCompare(b.question, 'en-GB'),
    )
}

/** The categories in use, A to Z, for the form's choice and the rename form. */
export async function listQuestionCategories(): Promise<string[]> {
  const questions = await listQuestions()
  return [...new Set(questions.map((q) => q.category).filter(Boolean))]
}
