import type { JsonLd } from '@/lib/json-ld'
import { absoluteUrl, SITE } from '@/lib/site'
import { slugify } from '@/lib/slug.mjs'

export interface FaqItem {
  question: string
  /** The answer as (sanitised) HTML or plain text; schema.org allows simple HTML here. */
  answer: string
}

/** schema.org FAQPage for a page of questions and answers. */
export function faqPageJsonLd({
  name,
  path,
  items,
}: {
  name: string
  path: string
  items: readonly FaqItem[]
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name,
    url: absoluteUrl(path),
    inLanguage: 'en-GB',
    publisher: { '@type': 'Organization', name: SITE.name, url: absoluteUrl('/') },
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

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
}): JsonLd {
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
