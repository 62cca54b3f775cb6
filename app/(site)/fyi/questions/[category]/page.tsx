import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { FyiSubpage } from '@/components/fyi/fyi-subpage'
import { QuestionList } from '@/components/fyi/question-list'
import { getDictionaryLetters } from '@/lib/dictionary/queries'
import { getQuestionCategories, getQuestions } from '@/lib/questions/queries'
import { faqPageJsonLd } from '@/lib/questions/structured-data'
import { decodeSegment, questionsPath } from '@/lib/site/routes'
import { pageAlternates, pageTitle } from '@/lib/site/metadata'

interface Params {
  category: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const categories = await getQuestionCategories()
  if (!categories.length) return [{ category: 'none' }]
  return categories.map((category) => ({ category: encodeURIComponent(category) }))
}

/**
 * The category a URL names, once per request: 404 unless it is a known category. Next may
 * hand the segment over still percent-encoded or already decoded, so both readings are tried
 * against the known categories; a name containing '%' then works either way.
 */
const resolveCategory = cache(async (segment: string) => {
  const categories = await getQuestionCategories()
  const category = [segment, decodeSegment(segment)].find(
    (candidate): candidate is string => !!candidate && categories.includes(candidate),
  )
  if (!category) notFound()
  const questions = await getQuestions(category)
  if (!questions.length) notFound()
  return { category, categories, questions }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { category, questions } = await resolveCategory((await params).category)
  return {
    title: pageTitle(`Questions: ${category}`),
    description: `Answers about ${category.toLowerCase()}: ${questions[0]?.question ?? ''}`.trim(),
    alternates: pageAlternates(questionsPath(category)),
  }
}

export default async function QuestionsPage({ params }: { params: Promise<Params> }) {
  const { category, categories, questions } = await resolveCategory((await params).category)
  const letters = await getDictionaryLetters()
  return (
    <FyiSubpage
      heading={`Questions: ${category}`}
      crumb={{ name: category, path: questionsPath(category) }}
      structuredData={faqPageJsonLd({
        name: `Questions: ${category}`,
        path: questionsPath(category),
        items: questions.map((q) => ({ question: q.question, answer: q.answer })),
      })}
      letters={letters}
      categories={categories}
      currentCategory={category}
      faq={<QuestionList questions={questions} />}
    />
  )
}
