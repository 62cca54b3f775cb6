import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getDictionaryEntries, getDictionaryLetters } from '@/lib/data/dictionary'
import { dictionaryPath } from '@/lib/routes'

interface Params {
  a2z: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const letters = await getDictionaryLetters()
  if (!letters.length) return [{ a2z: 'a' }]
  return letters.map((letter) => ({ a2z: letter.toLowerCase() }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { a2z } = await params
  return {
    title: `Dictionary: ${a2z.toUpperCase()}`,
    alternates: { canonical: dictionaryPath(a2z) },
  }
}

export default async function DictionaryLetterPage({ params }: { params: Promise<Params> }) {
  const { a2z } = await params
  if (!/^[a-z]$/i.test(a2z)) notFound()
  if (a2z !== a2z.toLowerCase()) permanentRedirect(dictionaryPath(a2z))
  const entries = await getDictionaryEntries(a2z.toUpperCase())
  if (!entries.length) notFound()
  return (
    <div className="page">
      <h1>Dictionary: {a2z.toUpperCase()}</h1>
      <dl>
        {entries.map((entry) => (
          <div key={entry.id}>
            <dt>
              <strong>{entry.word}</strong> <em>{entry.type}</em>
            </dt>
            <dd>{entry.desc}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
