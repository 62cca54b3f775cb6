import type { JsonLd } from '@/lib/site/json-ld'
import { absoluteUrl, SITE } from '@/lib/site/config'

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
