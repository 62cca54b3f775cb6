/** The longest query the site searches for: longer ones get a page asking for fewer words. */
export const MAX_QUERY_LENGTH = 100

export type NormalisedQuery =
  { kind: 'empty' } | { kind: 'too-long'; length: number } | { kind: 'search'; text: string }

/**
 * A visitor's query as the search takes it: one string (a repeated `q` counts by its first),
 * trimmed, its runs of white space one space. Empty and over-long queries are answered with a
 * helpful page, never an error, and never reach the index.
 */
export function normaliseQuery(raw: string | string[] | undefined): NormalisedQuery {
  const first = Array.isArray(raw) ? raw[0] : raw
  const text = (first ?? '').normalize('NFC').replace(/\s+/g, ' ').trim()
  if (!text) return { kind: 'empty' }
  if (text.length > MAX_QUERY_LENGTH) return { kind: 'too-long', length: text.length }
  return { kind: 'search', text }
}
