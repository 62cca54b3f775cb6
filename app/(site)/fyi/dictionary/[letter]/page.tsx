import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { DictionaryEntries } from '@/components/fyi/dictionary-entries'
import { FyiSubpage } from '@/components/fyi/fyi-subpage'
import { getDictionaryEntries, getDictionaryLetters } from '@/lib/dictionary/queries'
import { getQuestionCategories } from '@/lib/questions/queries'
import { parseLetterSegment } from '@/lib/dictionary/letters'
import { definedTermSetJsonLd } from '@/lib/dictionary/structured-data'
import { dictionaryPath } from '@/lib/site/routes'
import { SITE } from '@/lib/site/config'
import { pageAlternates } from '@/lib/site/metadata'

interface Params {
  letter: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const letters = await getDictionaryLetters()
  if (!letters.length) return [{ letter: 'a' }]
  return letters.map((letter) => ({ letter: letter.toLowerCase() }))
}

/**
 * The letter a URL asks for, once per request: 404 unless it is a letter with entries
 * (checked against the letters query).
 */
const resolveLetter = cache(async (segment: string) => {
  const request = parseLetterSegment(segment)
  if (request.kind === 'not-a-letter') notFound()
  const letters = await getDictionaryLetters()
  if (!letters.includes(request.letter)) notFound()
  const entries = await getDictionaryEntries(request.letter)
  if (!entries.length) notFound()
  return { letter: request.letter, letters, entries }
})

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { letter, entries } = await resolveLetter((await params).letter)
  return {
    title: `Dictionary: ${letter}`,
    description: `${SITE.name} dictionary: ${entries
      .slice(0, 4)
      .map((e) => e.word)
      .join(', ')}${entries.length > 4 ? ' and more' : ''}.`,
    alternates: pageAlternates(dictionaryPath(letter)),
  }
}

export default async function DictionaryLetterPage({ params }: { params: Promise<Params> }) {
  const { letter, letters, entries } = await resolveLetter((await params).letter)
  const categories = await getQuestionCategories()
  return (
    <FyiSubpage
      heading={`Dictionary: ${letter}`}
      crumb={{ name: `Dictionary: ${letter}`, path: dictionaryPath(letter) }}
      structuredData={definedTermSetJsonLd({
        name: `${SITE.name} dictionary: ${letter}`,
        path: dictionaryPath(letter),
        terms: entries,
      })}
      letters={letters}
      categories={categories}
      currentLetter={letter}
      dictionary={<DictionaryEntries letter={letter} entries={entries} />}
    />
  )
}
