/** Canonical paths of the site's content pages; every link to them is built here. */
export function eventPath(event: { titleSlug: string; id: string }): string {
  return `/events/${event.titleSlug}/${encodeURIComponent(event.id)}`
}

/** The showcase filtered to one category (or unfiltered): a real link, no JavaScript. */
export function eventsCategoryPath(category: string | null): string {
  return category ? `/events?category=${encodeURIComponent(category)}` : '/events'
}

export function updatePath(update: { titleSlug: string; id: string }): string {
  return `/updates/${update.titleSlug}/${encodeURIComponent(update.id)}`
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
