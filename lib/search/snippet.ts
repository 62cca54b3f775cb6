/** A piece of text, marked when it is one of the words the search matched. */
export interface Segment {
  text: string
  mark: boolean
}

/** About this many characters of a document's text are shown under its title. */
export const SNIPPET_LENGTH = 180

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A pattern for whole words equal to one of `terms` (the index's terms a result matched,
 * lower case), whatever their case in the text; null when there are none.
 */
function wordsPattern(terms: readonly string[]): RegExp | null {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length)
  if (!words.length) return null
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  )
}

/** The text cut into plain and marked segments: the caller renders them as text, never HTML. */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const pattern = wordsPattern(terms)
  if (!pattern || !text) return text ? [{ text, mark: false }] : []
  const segments: Segment[] = []
  let at = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) segments.push({ text: text.slice(at, match.index), mark: false })
    segments.push({ text: match[0], mark: true })
    at = match.index + match[0].length
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false })
  return segments
}

/**
 * A window of about SNIPPET_LENGTH characters of `text` around the first matched word (the
 * start when none is in the text), cut at word boundaries with an ellipsis where it was cut,
 * and marked.
 */
export function snippet(text: string, terms: readonly string[]): Segment[] {
  if (text.length <= SNIPPET_LENGTH) return markTerms(text, terms)
  const first = wordsPattern(terms)?.exec(text)?.index ?? 0
  let start = Math.max(0, first - Math.floor(SNIPPET_LENGTH / 3))
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  start = Math.max(0, end - SNIPPET_LENGTH)
  if (start > 0) start = wordStart(text, start)
  if (end < text.length) end = wordEnd(text, end, first)
  const cut = text.slice(start, end).trim()
  return markTerms(`${start > 0 ? '…' : ''}${cut}${end < text.length ? '…' : ''}`, terms)
}

/** The start of the first whole word at or after `at`. */
function wordStart(text: string, at: number): number {
  const space = text.indexOf(' ', at - 1)
  return space === -1 || space - at > 20 ? at : space + 1
}

/** The end of the last whole word before `at`, never cutting before the matched word. */
function wordEnd(text: string, at: number, matched: number): number {
  const space = text.lastIndexOf(' ', at)
  return space <= matched || at - space > 20 ? at : space
}
