import type { DefinedTermSet, WithContext } from 'schema-dts'
import { htmlText } from '@/lib/content/plain-text'
import { absoluteUrl } from '@/lib/site/config'
import { slugify } from '@/lib/site/slug.mjs'

export interface Term {
  word: string
  /** HTML (sanitised): the structured data takes its text. */
  desc: string
}

/** The in-page anchor of a dictionary entry, also its DefinedTerm URL. */
export function termAnchor(word: string): string {
  return `term-${slugify(word) || 'entry'}`
}

/** schema.org DefinedTermSet for the dictionary entries under one letter. */
export function definedTermSetJsonLd({
  name,
  path,
  terms,
}: {
  name: string
  path: string
  terms: readonly Term[]
}): WithContext<DefinedTermSet> {
  const url = absoluteUrl(path)
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url,
    name,
    url,
    inLanguage: 'en-GB',
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      name: term.word,
      description: htmlText(term.desc),
      url: `${url}#${termAnchor(term.word)}`,
      inDefinedTermSet: url,
    })),
  }
}
