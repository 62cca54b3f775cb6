/** What a /fyi/dictionary/{segment} URL asks for. */
export type LetterRequest = { kind: 'not-a-letter' } | { kind: 'letter'; letter: string }

/**
 * Reads a dictionary URL segment: one letter A–Z in either case (proxy.ts makes upper case
 * canonical, lower case, before the page is reached). The canonical URL uses lower
 * case; `letter` is the upper-case form the data stores.
 */
export function parseLetterSegment(segment: string): LetterRequest {
  if (!/^[a-z]$/i.test(segment)) return { kind: 'not-a-letter' }
  return { kind: 'letter', letter: segment.toUpperCase() }
}
