import { processSlot } from '@/lib/process-state.mjs'
/**
 * Content problems, logged once per document version: a page is regenerated often and the
 * same document is read by several queries, and one line per problem is what an editor can
 * act on.
 */

interface DocumentVersion {
  /** collection/id */
  path: string
  /** Its last update time: a fixed document is a new version, reported afresh. */
  version: string
}

let parsing: DocumentVersion | null = null
// One record per process: the pages and the route handlers (calendars, feeds) are bundled
// apart, each with its own copy of this module, and each logged the problem once.
const reported = processSlot('contentProblemsReported', () => new Set<string>())

/** Logs `message` unless it was already logged for this version of the document. */
export function reportOnce(level: 'error' | 'warn', doc: DocumentVersion, message: string): void {
  const key = `${doc.path}@${doc.version} ${message}`
  if (reported.has(key)) return
  // A bound on memory for a long-running server; at worst a problem is logged again.
  if (reported.size >= 10_000) reported.clear()
  reported.add(key)
  console[level](`[content] ${message}`)
}

/** Runs a (synchronous) parse of `doc`, so that dropped values can name their document. */
export function whileParsing<T>(doc: DocumentVersion, parse: () => T): T {
  parsing = doc
  try {
    return parse()
  } finally {
    parsing = null
  }
}

/**
 * For a field that drops a bad value (an image, a category) rather than hiding its whole
 * document: logs what was dropped and from which document.
 */
export function warnDropped(what: string): void {
  if (parsing) reportOnce('warn', parsing, `${parsing.path}: dropped ${what}`)
  else console.warn(`[content] dropped ${what}`)
}
