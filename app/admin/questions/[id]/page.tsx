import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { DocumentHistory } from '@/components/admin/document-history'
import { DeleteForm, SavedNotice } from '@/components/admin/document-page'
import { QuestionForm } from '@/components/admin/question-form.client'
import { deleteQuestion } from '@/lib/admin/question-actions'
import { getEditableQuestion, listQuestionCategories } from '@/lib/admin/questions'
import { QUESTIONS_COLLECTION } from '@/lib/content/collections'
import { decodeSegment, questionsPath } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Edit a question' }

async function EditQuestion({ params, searchParams }: PageProps<'/admin/questions/[id]'>) {
  const id = decodeSegment((await params).id)
  const question = id === null ? null : await getEditableQuestion(id)
  if (!question) notFound()
  const query = await searchParams
  const { category } = question.values
  return (
    <>
      <h1>{question.values.question || 'A question without words'}</h1>
      <SavedNotice
        saved={query.saved === '1'}
        restored={query.restored === '1'}
        published
        publicPath={category ? questionsPath(category) : null}
      />
      <QuestionForm
        key={question.version}
        id={question.id}
        version={question.version}
        values={question.values}
        categories={await listQuestionCategories()}
      />
      <DeleteForm
        id={question.id}
        noun="question"
        title={question.values.question}
        action={deleteQuestion}
      />
      <DocumentHistory collection={QUESTIONS_COLLECTION} id={question.id} />
    </>
  )
}

export default function EditQuestionPage(props: PageProps<'/admin/questions/[id]'>) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <EditQuestion {...props} />
    </Suspense>
  )
}
