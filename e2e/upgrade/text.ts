// The text of a page as test/fixtures/release-0.1.0-b43641a/capture-pages.mjs took it from the
// old release (the same walk, the same elements), and the normalisation that lets the old text
// be found in the new pages after the dates were moved to today (test/upgrade/shift.mjs).
import { parseDocument } from 'htmlparser2'

/** A node of htmlparser2's document tree, as the capture walked it. */
interface Node {
  type: string
  name?: string
  data?: string
  attribs?: Record<string, string>
  children?: Node[]
}

const BLOCK = new Set(
  (
    'address article aside blockquote body caption dd details dialog div dl dt fieldset ' +
    'figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre ' +
    'section summary table tbody thead tfoot td th tr ul br option legend label button'
  ).split(' '),
)
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'link', 'meta'])

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim()

function find(node: Node, name: string): Node | null {
  if (node.name === name) return node
  for (const child of node.children ?? []) {
    const found = find(child, name)
    if (found) return found
  }
  return null
}

/** The visible text of an HTML page's <main>, one entry per block element. */
export function mainBlocks(html: string): string[] {
  const main = find(parseDocument(html) as unknown as Node, 'main')
  if (!main) return []
  const blocks: string[] = []
  let current = ''
  const flush = () => {
    const text = collapse(current)
    if (text) blocks.push(text)
    current = ''
  }
  const walk = (node: Node) => {
    if (node.type === 'text') {
      current += node.data ?? ''
      return
    }
    if (node.type !== 'tag' && node.type !== 'root') return
    if (node.name && SKIP.has(node.name)) return
    if (node.attribs && 'hidden' in node.attribs) return
    // Alt text is not visible text: the capture left it out (img has no children).
    const block = !!node.name && BLOCK.has(node.name)
    if (block) flush()
    for (const child of node.children ?? []) walk(child)
    if (block) flush()
  }
  walk(main)
  flush()
  return blocks
}

/** A feed's (RSS, Atom) text: one entry per XML text node or CDATA section. */
export function xmlTexts(xml: string): string[] {
  const texts: string[] = []
  const walk = (node: Node) => {
    if (node.type === 'cdata') {
      for (const child of node.children ?? [])
        if (collapse(child.data ?? '')) texts.push(collapse(child.data ?? ''))
      return
    }
    if (node.type === 'text') {
      const text = collapse(node.data ?? '')
      if (text) texts.push(text)
      return
    }
    for (const child of node.children ?? []) walk(child)
  }
  walk(parseDocument(xml, { xmlMode: true }) as unknown as Node)
  return texts
}

/** A calendar's content lines, unfolded. */
export function icsLines(text: string): string[] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter(Boolean)
}

/** The paths of a sitemap's URLs. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()).pathname)
}

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December'
const MONTHS_SHORT = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec'
const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday'
const WEEKDAYS_SHORT = 'Mon|Tue|Wed|Thu|Fri|Sat|Sun'

/**
 * The words that moving every date by whole days changes, in the order they are replaced:
 * each replaced by a placeholder, so that text is compared without its dates. A year after a
 * day and month goes with them: dates of the current year are shown without one.
 */
const DATES: [RegExp, string][] = [
  // RSS: Thu, 19 Nov 2026 14:00:00 GMT
  [
    new RegExp(
      `\\b(${WEEKDAYS_SHORT}), \\d{2} (${MONTHS_SHORT}) \\d{4} \\d{2}:\\d{2}:\\d{2} GMT`,
      'g',
    ),
    '<rfc822>',
  ],
  // ISO 8601, as Atom and JSON-LD write them: 2026-11-19T14:00:00.000Z, 2026-11-19
  [/\b\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?\b/g, '<iso>'],
  // iCalendar: DTSTART:20261116T100000Z, DTSTAMP, LAST-MODIFIED, VALUE=DATE:20261116
  [/\b\d{8}(T\d{6}Z?)?\b/g, '<ics>'],
  // Saturday 5th December [2027], 24 February 2025, 5 Dec
  [
    new RegExp(`\\b\\d{1,2}(st|nd|rd|th)? (${MONTHS}|${MONTHS_SHORT})\\b(,? \\d{4}\\b)?`, 'g'),
    '<date>',
  ],
  [new RegExp(`\\b(${MONTHS})\\b`, 'g'), '<month>'],
  [new RegExp(`\\b(${WEEKDAYS})\\b`, 'g'), '<weekday>'],
  // 10am, 4:30pm, 12 noon, 10:00, midnight
  [/\b\d{1,2}(:\d{2})? ?(am|pm)\b/gi, '<time>'],
  [/\b12 noon\b|\bnoon\b|\bmidnight\b/gi, '<time>'],
  [/\b\d{1,2}:\d{2}\b/g, '<time>'],
  [/\b(19|20)\d{2}\b/g, '<year>'],
]

/**
 * Text made comparable across the releases: whitespace collapsed, the site's own origin (each
 * release's SITE_URL) replaced by a placeholder, and every word the day shift changes too.
 */
export function normalise(text: string, origin: string): string {
  let result = collapse(text).replaceAll(origin, '<origin>')
  for (const [pattern, placeholder] of DATES) result = result.replace(pattern, placeholder)
  return result
}
