import type { Metadata } from 'next'
import { FyiScreen } from '@/components/fyi/fyi-screen'
import { getDictionaryLetters } from '@/lib/dictionary/queries'
import { getQuestionCategories } from '@/lib/questions/queries'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Resources',
  description: 'A dictionary of community arts terms and answers to common questions.',
  alternates: pageAlternates('/fyi'),
}

export default async function FyiPage() {
  const [letters, categories] = await Promise.all([getDictionaryLetters(), getQuestionCategories()])
  return (
    <div className="page">
      <h1>Resources</h1>
      <p className="lede">
        Look up a word you’ve come across, or find answers to the questions people ask us most.
      </p>
      <FyiScreen letters={letters} categories={categories} />
    </div>
  )
}
