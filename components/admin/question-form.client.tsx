'use client'
import { saveQuestion } from '@/lib/admin/question-actions'
import type { QuestionFormValues } from '@/lib/admin/question-form'
import { controls } from './content-fields'
import { EditForm } from './edit-form.client'

/** A question of the FAQ: its category (one in use, or a new one), the question and answer. */
export function QuestionForm(props: {
  id?: string
  version?: string
  values: QuestionFormValues
  categories: string[]
}) {
  const { categories, ...form } = props
  return (
    <EditForm
      {...form}
      action={saveQuestion}
      basePath="/admin/questions"
      legend="The question"
      createLabel="Add the question"
    >
      {(state, idPrefix) => {
        const { text, select, rich } = controls(state.values, state.errors, idPrefix)
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
