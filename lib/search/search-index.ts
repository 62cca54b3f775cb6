import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import type { Recurrence } from '@/lib/events/recurrence'
import type { EventStatus } from '@/lib/events/status'
import { effectiveEnd } from '@/lib/events/time-state'

/** What the search covers. */
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
  /** A series' first date and rule, from which its next date and rhythm are said; else null. */
  series: { start: string; end: string | null; recurrence: Recurrence } | null
  /** Its last change (ISO): documents the index already holds are not read again. */
  updated: string
}

export interface SearchHit {
  doc: SearchDocument
  /** The index's terms it matched ("pottery" for "pottry"), for marking them. */
  terms: string[]
}

/** One ranked list across kinds. */
export interface SearchResults {
  /** How many matched, of which `hits` are the best. */
  total: number
  hits: SearchHit[]
}

export interface SiteIndex {
  index: MiniSearch<SearchDocument>
  documents: ReadonlyMap<string, SearchDocument>
  /** Every indexed word, with the number of documents that have it: for "did you mean". */
  vocabulary: SearchableMap<number>
}

/**
 * Typo-tolerant and prefix-matching for English: a word of 3 letters or more also finds the
 * words it begins ("lant": "lantern"), and one of 4 or more those one letter apart for every
 * five ("pottry": "pottery"). Shorter words must match whole, or "at" would find everything.
 * A word in the title counts three times one in the text, a venue or fact (tags) twice; a
 * fuzzy match a tenth of an exact one, so "lottery" in a body beats "pottery" in a title (the
 * table in docs/search-ranking.md measures these choices).
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 3, tags: 2 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  weights: { prefix: 0.5, fuzzy: 0.1 },
  combineWith: 'AND',
}

/** What a past or cancelled event's relevance is multiplied by: still found, below what is on. */
const NOT_ON_FACTOR = 0.5

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
  return { index, documents: new Map(docs.map((doc) => [doc.id, doc])), vocabulary: words(docs) }
}

/** The words of the documents as the index takes them, each with how many documents have it. */
function words(docs: readonly SearchDocument[]): SearchableMap<number> {
  const vocabulary = new SearchableMap<number>()
  for (const doc of docs) {
    for (const word of new Set(queryTerms(`${doc.title} ${doc.tags} ${doc.text}`))) {
      vocabulary.update(word, (count = 0) => count + 1)
    }
  }
  return vocabulary
}

/** A text's words as the index takes them (tokenised, lower case, without stop words). */
export function queryTerms(text: string): string[] {
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
  return tokenize(text).flatMap((token) => {
    const term = token && processTerm(token)
    return term ? [term] : []
  })
}

/**
 * The documents that match `query`, as one list across kinds, the best first, at most `limit`.
 * Every word must match; when no document has them all, any of them will do. Documents that
 * have more of the query's words as typed (or words they begin) come before those that match
 * only by a near spelling; then the library's relevance decides, past and cancelled events
 * counting half.
 */
export function searchSite(
  site: SiteIndex,
  query: string,
  now: Date,
  limit: number,
): SearchResults {
  const options: SearchOptions = {
    boostDocument: (id) => {
      const doc = site.documents.get(String(id))
      return doc && doc.kind === 'events' && (doc.status === 'cancelled' || isPast(doc, now))
        ? NOT_ON_FACTOR
        : 1
    },
  }
  let results = site.index.search(query, options)
  if (!results.length) results = site.index.search(query, { ...options, combineWith: 'OR' })
  const typed = queryTerms(query)
  const ranked = results
    .map((result) => ({ result, asTyped: asTypedCount(typed, result) }))
    .sort((a, b) => b.asTyped - a.asTyped || b.result.score - a.result.score)
  const hits = ranked.flatMap(({ result }) => {
    const doc = site.documents.get(String(result.id))
    return doc ? [{ doc, terms: result.terms }] : []
  })
  return { total: hits.length, hits: hits.slice(0, limit) }
}

/** How many of the query's words a result matched as typed, or as the start of a word. */
function asTypedCount(typed: readonly string[], result: SearchResult): number {
  return typed.filter((word) => result.terms.some((term) => term.startsWith(word))).length
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
