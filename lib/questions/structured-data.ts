import type { FAQPage, WithContext } from 'schema-dts'
import { programme } from '@/lib/site/json-ld'
import { absoluteUrl } from '@/lib/site/config'

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
}): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name,
    url: absoluteUrl(path),
    inLanguage: 'en-GB',
    publisher: programme(),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
