import type { Metadata } from 'next'
import Link from 'next/link'
import { getDictionaryLetters } from '@/lib/data/dictionary'
import { getQuestionCategories } from '@/lib/data/questions'
import { dictionaryPath, questionsPath } from '@/lib/routes'

export const metadata: Metadata = {
  title: 'Resources',
  description: 'A dictionary of community arts terms and answers to common questions.',
  alternates: { canonical: '/fyi' },
}

export default async function FyiPage() {
  const [letters, categories] = await Promise.all([getDictionaryLetters(), getQuestionCategories()])
  return (
    <div className="page">
      <h1>Resources</h1>
      <section className="section" aria-labelledby="dictionary-heading">
        <h2 id="dictionary-heading">Dictionary</h2>
        <ul className="tag-list">
          {letters.map((letter) => (
            <li key={letter}>
              <Link href={dictionaryPath(letter)}>{letter}</Link>
            </li>
          ))}
        </ul>
        <p className="muted">( Select a letter above )</p>
      </section>
      <section className="section" aria-labelledby="faq-heading">
        <h2 id="faq-heading">Questions</h2>
        <ul className="tag-list">
          {categories.map((category) => (
            <li key={category}>
              <Link href={questionsPath(category)}>{category}</Link>
            </li>
          ))}
        </ul>
        <p className="muted">( Select a category above )</p>
      </section>
    </div>
  )
}
