'use client'
import { QUESTIONS } from '@/lib/admin/collections/questions/config'
import { saveQuestion } from '@/lib/admin/collections/questions/actions'
import type { QuestionFormValues } from '@/lib/admin/collections/questions/form'
import { EditForm, type DocumentFormProps } from '@/components/admin/edit-form.client'

/** A question of the FAQ: its category (one in use, or a new one), the question and answer. */
export function QuestionForm(
  props: DocumentFormProps<QuestionFormValues> & {
    categories: string[]
  },
) {
  const { categories, ...form } = props
  return (
    <EditForm {...form} action={saveQuestion} kind={QUESTIONS}>
      {({ state, text, select, rich }) => {
        const choices = [...new Set([...categories, state.values.category].filter(Boolean))]
        return (
          <>
            {select('category', 'Category', [
              ['', 'Choose a category'],
              ...choices.map((category) => [category, category] as const),
            ])}
            {text(
              'newCategory',
              'Or a new category',
              'Type a name here to start a new category instead.',
            )}
            {text('question', 'Question')}
            {rich('answer', 'Answer')}
          </>
        )
      }}
    </EditForm>
  )
}
