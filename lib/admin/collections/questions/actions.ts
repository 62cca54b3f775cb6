'use server'
import { redirect } from 'next/navigation'
import { QUESTIONS_COLLECTION } from '@/lib/content/collections'
import { firestore } from '@/lib/firebase/admin'
import { schemaStrings, type FormState } from '@/lib/admin/forms/state'
import { QUESTIONS } from './config'
import {
  checkedCategory,
  questionDocumentFromForm,
  questionFormSchema,
  type QuestionFormValues,
} from './form'
import { saveForm } from '@/lib/admin/forms/save'
import { requireRole } from '@/lib/admin/accounts/session'
import { commitWrites } from '@/lib/admin/documents/write'

/** A batch holds 500 writes: each renamed question is its write and its record. */
const MAX_RENAMED = 250

export async function saveQuestion(
  _: FormState<QuestionFormValues>,
  formData: FormData,
): Promise<FormState<QuestionFormValues>> {
  return saveForm(QUESTIONS, formData, {
    values: schemaStrings(formData, questionFormSchema),
    build: questionDocumentFromForm,
  })
}

function back(query: Record<string, string>): never {
  redirect(`${QUESTIONS.basePath}?${new URLSearchParams(query)}`)
}

/**
 * Renames a category on all its questions at once: one batch, each question with its record,
 * so the FAQ never shows the category half renamed. Stored spellings with stray spaces count.
 */
export async function renameCategory(formData: FormData): Promise<void> {
  const editor = await requireRole('editor')
  const from = String(formData.get('from') ?? '').trim()
  const to = checkedCategory(String(formData.get('to') ?? ''))
  if (!to.ok) back({ renameError: to.error, from })
  const snapshot = await firestore().collection(QUESTIONS_COLLECTION).get()
  const renamed = snapshot.docs.filter((doc) => {
    const category = doc.get('category') as unknown
    return typeof category === 'string' && category.trim() === from && category !== to.name
  })
  if (!from || !renamed.length) back({ renameError: 'No question has that category.', from })
  if (renamed.length > MAX_RENAMED) {
    back({
      renameError: `A category of more than ${MAX_RENAMED} questions cannot be renamed here.`,
      from,
    })
  }
  const writes = renamed.map((doc) => {
    const data = { category: to.name }
    const history = { action: 'update', before: doc.data(), after: data } as const
    return { ref: doc.ref, op: 'update', data, version: doc.updateTime, history } as const
  })
  const outcome = await commitWrites(editor, writes, { shown: [QUESTIONS] })
  if (!outcome.ok) {
    console.error('[admin] renaming a question category failed:', outcome.error)
    back({
      renameError: 'Nothing was renamed: a question changed meanwhile. Please try again.',
      from,
    })
  }
  back({ renamed: to.name, count: String(renamed.length) })
}
