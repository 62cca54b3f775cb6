/** Canonical paths of the site's content pages; every link to them is built here. */
import { categorySlug } from '@/lib/site/slug.mjs'

/** The canonical URL of an event or update: /{kind}/{titleSlug}/{id}. */
export function documentPath(
  kind: 'events' | 'updates',
  doc: { titleSlug: string; id: string },
): string {
  return `/${kind}/${doc.titleSlug}/${encodeURIComponent(doc.id)}`
}

export function eventPath(event: { titleSlug: string; id: string }): string {
  return documentPath('events', event)
}

/** The showcase filtered to one category (or unfiltered): a prerendered page of its own. */
export function eventsCategoryPath(category: string | null): string {
  return category
    ? `${EVENTS_CATEGORY_BASE}/${encodeURIComponent(categorySlug(category))}`
    : '/events'
}

export const EVENTS_CATEGORY_BASE = '/events/category'

export function updatePath(update: { titleSlug: string; id: string }): string {
  return documentPath('updates', update)
}

export function dictionaryPath(letter: string): string {
  return `/fyi/dictionary/${letter.toLowerCase()}`
}

export function questionsPath(category: string): string {
  return `/fyi/questions/${encodeURIComponent(category)}`
}

/** Decodes a URL segment; a malformed one (a stray '%') is null, so it can answer 404, not 500. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** generateStaticParams of a document page; Next needs one entry at least ('none' is a 404). */
export function documentStaticParams(docs: readonly { titleSlug: string; id: string }[]) {
  if (!docs.length) return [{ slug: 'none', id: 'none' }]
  return docs.map((doc) => ({ slug: doc.titleSlug, id: doc.id }))
}
