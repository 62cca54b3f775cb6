import type { DefinedTermSet, WithContext } from 'schema-dts'
import { absoluteUrl } from '@/lib/site/config'
import { slugify } from '@/lib/site/slug.mjs'

export interface Term {
  word: string
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
      description: term.desc,
      url: `${url}#${termAnchor(term.word)}`,
      inDefinedTermSet: url,
    })),
  }
}
