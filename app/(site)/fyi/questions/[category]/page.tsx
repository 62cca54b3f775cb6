import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { HtmlContent } from '@/components/content/html-content'
import { getQuestionCategories, getQuestions } from '@/lib/data/questions'
import { decodeSegment, questionsPath } from '@/lib/routes'

interface Params {
  category: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const categories = await getQuestionCategories()
  if (!categories.length) return [{ category: 'none' }]
  return categories.map((category) => ({ category: encodeURIComponent(category) }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const category = decodeSegment((await params).category) ?? ''
  return {
    title: `Questions: ${category}`,
    alternates: { canonical: questionsPath(category) },
  }
}

export default async function QuestionsPage({ params }: { params: Promise<Params> }) {
  const category = decodeSegment((await params).category)
  if (!category) notFound()
  const questions = await getQuestions(category)
  if (!questions.length) notFound()
  return (
    <div className="page">
      <h1>Questions: {category}</h1>
      {questions.map((q) => (
        <section key={q.id}>
          <h2>{q.question}</h2>
          <HtmlContent html={q.answer} />
        </section>
      ))}
    </div>
  )
}
