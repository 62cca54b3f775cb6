import type { FAQPage, WithContext } from 'schema-dts'
import { programme } from '@/lib/site/json-ld'
import { absoluteUrl } from '@/lib/site/config'
import { htmlText } from '@/lib/content/plain-text'

export interface FaqItem {
  question: string
  /** The answer as (sanitised) HTML or plain text; its text goes into the structured data. */
  answer: string
}

/**
 * schema.org FAQPage for a page of questions and answers. The answers as text: schema.org
 * allows simple HTML there, but the HTML is on the page already, and with Next's payload
 * repeating both, an answer's HTML went out four times.
 */
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
      acceptedAnswer: { '@type': 'Answer', text: htmlText(item.answer) },
    })),
  }
}
