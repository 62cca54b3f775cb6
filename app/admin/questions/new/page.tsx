import type { Metadata } from 'next'
import { Suspense } from 'react'
import { QuestionForm } from '@/components/admin/question-form.client'
import { questionFormValues } from '@/lib/admin/question-form'
import { listQuestionCategories } from '@/lib/admin/questions'

export const metadata: Metadata = { title: 'Add a question' }

async function NewQuestion() {
  return (
    <QuestionForm values={questionFormValues(null)} categories={await listQuestionCategories()} />
  )
}

export default function NewQuestionPage() {
  return (
    <>
      <h1>Add a question</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <NewQuestion />
      </Suspense>
    </>
  )
}
