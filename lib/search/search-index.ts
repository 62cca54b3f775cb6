import MiniSearch, { type SearchOptions } from 'minisearch'
import type { EventStatus } from '@/lib/events/status'
import { effectiveEnd } from '@/lib/events/time-state'

/** What the search covers, in the order the results page lists them. */
export const SEARCH_KINDS = ['events', 'updates', 'dictionary', 'questions'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** One published document as the index holds it: plain data, so it can be cached. */
export interface SearchDocument {
  /** Unique across kinds: `{kind}/{document id}`. */
  id: string
  kind: SearchKind
  title: string
  /** Plain text, on one line: what is searched besides the title, and what snippets show. */
  text: string
  /** Searched, never shown: an event's venue and categories, a word's type, a question's category. */
  tags: string
  url: string
  /** The date shown with it (ISO): an event's start, an update's date, or its last change. */
  date: string
  /** An event's end (ISO), or null; unused by the other kinds. */
  end: string | null
  /** An event's cost, ages and access in words ('Free', 'BSL interpreted'): searched and shown. */
  facts: string[]
  /** An event's status (a series': the whole series'), shown as its badge; null for the others. */
  status: EventStatus | null
  /** Its last change (ISO): documents the index already holds are not read again. */
  updated: string
}

export interface SearchHit {
  doc: SearchDocument
  /** The index's terms it matched ("pottery" for "pottry"), for marking them. */
  terms: string[]
}

export interface SearchGroup {
  kind: SearchKind
  /** How many matched, of which `hits` are the first. */
  total: number
  hits: SearchHit[]
}

export interface SiteIndex {
  index: MiniSearch<SearchDocument>
  documents: ReadonlyMap<string, SearchDocument>
}

/**
 * Typo-tolerant and prefix-matching for English: a word of 3 letters or more also finds the
 * words it begins ("lant": "lantern"), and one of 4 or more those one letter apart for every
 * five ("pottry": "pottery"). Shorter words must match whole, or "at" would find everything.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 3 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  combineWith: 'AND',
}

/**
 * Words nearly every English document has: left out of the index and of queries, so "evening
 * of music" is searched as "evening music" and the index holds no list of every document.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by for from in is it of on or the to with'.split(' '),
)

export function processTerm(term: string): string | null {
  const word = term.toLowerCase()
  return STOP_WORDS.has(word) ? null : word
}

/** The index of these documents: nothing is stored in it twice, the documents are kept beside it. */
export function buildIndex(docs: readonly SearchDocument[]): SiteIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'tags'],
    storeFields: [],
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  })
  index.addAll(docs)
  return { index, documents: new Map(docs.map((doc) => [doc.id, doc])) }
}

/**
 * The documents that match `query`, grouped by kind in SEARCH_KINDS order, each group the
 * best first (events on now or to come before past ones), at most `perKind` hits each. Every
 * word must match; when no document has them all, any of them will do.
 */
export function searchSite(
  site: SiteIndex,
  query: string,
  now: Date,
  perKind: number,
): SearchGroup[] {
  let results = site.index.search(query)
  if (!results.length) results = site.index.search(query, { combineWith: 'OR' })
  const byKind = new Map<SearchKind, SearchHit[]>(SEARCH_KINDS.map((kind) => [kind, []]))
  for (const result of results) {
    const doc = site.documents.get(String(result.id))
    if (doc) byKind.get(doc.kind)!.push({ doc, terms: result.terms })
  }
  return SEARCH_KINDS.flatMap((kind) => {
    const hits = byKind.get(kind)!
    if (!hits.length) return []
    const ordered = kind === 'events' ? upcomingFirst(hits, now) : hits
    return [{ kind, total: hits.length, hits: ordered.slice(0, perKind) }]
  })
}

/** Events not yet over first, then past ones, each in the order of relevance. */
function upcomingFirst(hits: readonly SearchHit[], now: Date): SearchHit[] {
  const over = (hit: SearchHit) => isPast(hit.doc, now)
  return [...hits.filter((hit) => !over(hit)), ...hits.filter(over)]
}

/** Whether an event (by its search document) is over at `now`. */
export function isPast(doc: SearchDocument, now: Date): boolean {
  return effectiveEnd({ dateStart: doc.date, dateEnd: doc.end }).getTime() <= now.getTime()
}

/**
 * A version of a set of documents, which changes when one is added, removed or edited: the
 * process keeps the index of one version only, and builds it again when the version changes.
 */
export function documentsVersion(docs: readonly Pick<SearchDocument, 'id' | 'updated'>[]): string {
  // FNV-1a over the ids and update times: cheap, and a collision costs only a stale index
  // until the next change.
  let hash = 0x811c9dc5
  for (const { id, updated } of docs) {
    const key = `${id}@${updated};`
    for (let i = 0; i < key.length; i++) {
      hash ^= key.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
  }
  return `${docs.length}-${hash.toString(36)}`
}
