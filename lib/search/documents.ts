import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { DocumentSnapshot } from 'firebase-admin/firestore'
import { z } from 'zod'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { contentLifetime, contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import {
  DICTIONARY_COLLECTION,
  EVENTS_COLLECTION,
  QUESTIONS_COLLECTION,
  UPDATES_COLLECTION,
  type GatedKind,
} from '@/lib/content/collections'
import {
  categoriesField,
  htmlField,
  lenientBlock,
  shortTextField,
  titleField,
} from '@/lib/content/fields'
import { ACCESS_FEATURES } from '@/lib/events/access-features'
import { accessSchema, agesSchema, agesText, costSchema, costText } from '@/lib/events/facts'
import type { Event } from '@/lib/events/schema'
import { EVENT_STATUSES, storedStatus } from '@/lib/events/status'
import { recurrenceSchema } from '@/lib/events/recurrence'
import { entrySpan } from '@/lib/events/occurrences'
import { parseDocuments } from '@/lib/content/parse'
import { htmlText } from '@/lib/content/plain-text'
import { getPublicEntries, publicEntriesAt, type IndexEntry } from '@/lib/content/published-entries'
import { nextPublication, untilPublication } from '@/lib/content/schedule'
import { dictionaryEntrySchema } from '@/lib/dictionary/schema'
import { termAnchor } from '@/lib/dictionary/structured-data'
import { questionSchema } from '@/lib/questions/schema'
import { firestore, read } from '@/lib/firebase/admin'
import { processSlot } from '@/lib/process-state.mjs'
import { dictionaryPath, documentPath, questionsPath } from '@/lib/site/routes'
import { documentsVersion, type SearchDocument } from './search-index'

/** The most of a document's text the index holds: the start of a long page says what it is. */
const TEXT_LIMIT = 3_000

const SEARCHED_TAGS = [
  CACHE_TAGS.events,
  CACHE_TAGS.updates,
  CACHE_TAGS.dictionary,
  CACHE_TAGS.questions,
]

export interface SearchDocuments {
  /** Changes whenever a document is added, edited or leaves (documentsVersion). */
  version: string
  documents: SearchDocument[]
}

/**
 * The version of what the search covers: a hash of every public event's, update's, word's and
 * question's id and update time, cached under all four tags, so an editor's save (or
 * /api/revalidate) renews it with the pages. Each query asks for it (a few bytes out of the
 * cache); the documents are gathered, and the index built, only when it changes. A scheduled
 * document counts from its time, and one with `unpublishAt` stops counting then, as the
 * published entries decide.
 */
export async function getSearchVersion(): Promise<string> {
  'use cache'
  cacheTag(...SEARCHED_TAGS)
  const now = new Date()
  const [events, updates, small] = await Promise.all([
    publicEntriesAt('events', now),
    publicEntriesAt('updates', now),
    getSmallDocuments(),
  ])
  const nextChange = nextPublication([events.next, updates.next], now)
  cacheLife(untilPublication(contentLifetime(contentRevalidateSeconds()), nextChange, now))
  return versionOf(events.entries, updates.entries, small)
}

/**
 * Every public document as a search document, with the version it makes. Not cached itself:
 * thousands of documents would be serialised into the cache at every regeneration. The
 * process keeps the events and updates it made, and reads by id only those that are new or
 * changed since (the published entries, kept by the gate's listener, say which).
 */
export async function searchDocuments(): Promise<SearchDocuments> {
  const [events, updates, small] = await Promise.all([
    getPublicEntries('events'),
    getPublicEntries('updates'),
    getSmallDocuments(),
  ])
  const documents = [
    ...(await documentsOf('events', events)),
    ...(await documentsOf('updates', updates)),
    ...small,
  ]
  remember(documents)
  return { version: versionOf(events, updates, small), documents }
}

/** The dictionary and the FAQ as search documents: small, read whole, cached by their tags. */
async function getSmallDocuments(): Promise<SearchDocument[]> {
  'use cache'
  cacheTag(CACHE_TAGS.dictionary, CACHE_TAGS.questions)
  cacheLife(CONTENT_CACHE_PROFILE)
  const [dictionary, questions] = await Promise.all([dictionaryDocuments(), questionDocuments()])
  return [...dictionary, ...questions]
}

function versionOf(
  events: readonly IndexEntry[],
  updates: readonly IndexEntry[],
  small: readonly SearchDocument[],
): string {
  const keyed = (kind: GatedKind, entries: readonly IndexEntry[]) =>
    entries.map((entry) => ({ id: `${kind}/${entry.id}`, updated: entry.updated }))
  return documentsVersion([...keyed('events', events), ...keyed('updates', updates), ...small])
}

const COLLECTION_OF: Record<GatedKind, string> = {
  events: EVENTS_COLLECTION,
  updates: UPDATES_COLLECTION,
}

/** The fields an event or update is searched by; nothing else is read. */
const SEARCHED_FIELDS = [
  'title',
  'shortDescription',
  'description',
  'categories',
  'venue',
  'cost',
  'ages',
  'access',
  'status',
]

const searchedSchema = z.object({
  title: titleField,
  shortDescription: shortTextField.default(''),
  description: htmlField.prefault(''),
  categories: categoriesField,
  venue: z.object({ venueName: z.string().default('') }).catch({ venueName: '' }),
  cost: lenientBlock(costSchema, 'cost block'),
  ages: lenientBlock(agesSchema, 'ages block'),
  access: lenientBlock(accessSchema, 'access block'),
  status: z.enum(EVENT_STATUSES).optional().catch(undefined),
})

/**
 * The public events or updates as search documents: the ones this process already made, at
 * the same update time, are reused; the others are read by id (one read each).
 */
async function documentsOf(
  kind: GatedKind,
  entries: readonly IndexEntry[],
): Promise<SearchDocument[]> {
  const known = knownDocuments()
  const missing = entries.filter((e) => known.get(`${kind}/${e.id}`)?.updated !== e.updated)
  const read = await readSearched(kind, missing)
  return entries.flatMap((entry) => {
    const doc = read.get(entry.id) ?? known.get(`${kind}/${entry.id}`)
    return doc && doc.updated === entry.updated ? [doc] : []
  })
}

async function readSearched(
  kind: GatedKind,
  entries: readonly IndexEntry[],
): Promise<Map<string, SearchDocument>> {
  const found = new Map<string, SearchDocument>()
  const collection = firestore().collection(COLLECTION_OF[kind])
  // getAll takes any number of ids; batches keep each answer a few megabytes at most.
  for (let i = 0; i < entries.length; i += 500) {
    const batch = entries.slice(i, i + 500)
    const refs = batch.map((entry) => collection.doc(entry.id))
    const docs: DocumentSnapshot[] = await read(
      { get: () => firestore().getAll(...refs, { fieldMask: SEARCHED_FIELDS }) },
      `search: ${kind}`,
    )
    const byId = new Map(batch.map((entry) => [entry.id, entry]))
    for (const doc of parseDocuments(searchedSchema, docs)) {
      const entry = byId.get(doc.id)
      if (!entry || entry.start === null) continue
      // A series is one result, dated from its first date to its last.
      const span = kind === 'events' ? entrySpan(entry) : null
      found.set(doc.id, {
        id: `${kind}/${doc.id}`,
        kind,
        title: doc.title,
        text: plain([doc.shortDescription, htmlText(doc.description)]),
        tags: plain([doc.venue.venueName, ...doc.categories, ...factWords(doc)]),
        facts: kind === 'events' ? factWords(doc) : [],
        // As the event's page reads it, older documents' words included.
        status: kind === 'events' ? storedStatus(doc) : null,
        url: documentPath(kind, { titleSlug: entry.slug, id: doc.id }),
        date: span?.dateStart ?? entry.start,
        end: span?.dateEnd ?? null,
        series: kind === 'events' ? seriesOf(entry) : null,
        // The entry's time, which the next call compares: the same update time as the read's.
        updated: entry.updated,
      })
    }
  }
  return found
}

/** Every dictionary word (the dictionary has no drafts). */
function dictionaryDocuments(): Promise<SearchDocument[]> {
  return referenceDocuments(
    'dictionary',
    DICTIONARY_COLLECTION,
    dictionaryEntrySchema,
    (entry) => ({
      title: entry.word,
      html: entry.desc,
      tags: entry.type,
      url: `${dictionaryPath(entry.letter)}#${termAnchor(entry.word)}`,
    }),
  )
}

/** Every question of the FAQ (it has no drafts either). */
function questionDocuments(): Promise<SearchDocument[]> {
  return referenceDocuments('questions', QUESTIONS_COLLECTION, questionSchema, (question) => ({
    title: question.question,
    html: question.answer,
    tags: question.category,
    url: questionsPath(question.category),
  }))
}

/**
 * Every document of a collection of reference text (words, questions): each with no dates of
 * its own but its last change, described by `fields`.
 */
async function referenceDocuments<S extends z.ZodType<object>>(
  kind: 'dictionary' | 'questions',
  collection: string,
  schema: S,
  fields: (doc: z.output<S>) => { title: string; html: string; tags: string; url: string },
): Promise<SearchDocument[]> {
  const snapshot = await read(firestore().collection(collection), `search: ${kind}`)
  return parseDocuments(schema, snapshot.docs).map((doc) => {
    const { title, html, tags, url } = fields(doc)
    return {
      id: `${kind}/${doc.id}`,
      kind,
      title,
      text: plain([htmlText(html)]),
      tags,
      url,
      date: doc.updatedAt,
      end: null,
      facts: [],
      status: null,
      series: null,
      updated: doc.updatedAt,
    }
  })
}

/** A series' first date and rule, from which results say its next date and rhythm. */
function seriesOf(entry: IndexEntry): SearchDocument['series'] {
  if (entry.recurrence === null || entry.recurrence === undefined || entry.start === null)
    return null
  // An invalid rule is reported by the event's own read; here it is a one-off.
  const rule = recurrenceSchema.safeParse(entry.recurrence)
  return rule.success ? { start: entry.start, end: entry.end, recurrence: rule.data } : null
}

/** An event's cost, ages and access features in the words its card shows. */
function factWords(doc: Pick<Event, 'cost' | 'ages' | 'access'>): string[] {
  return [
    costText(doc.cost),
    agesText(doc.ages),
    ...doc.access.features.map((feature) => ACCESS_FEATURES[feature].label),
  ].filter((text): text is string => text !== null)
}

const plain = (parts: readonly string[]) =>
  parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim().slice(0, TEXT_LIMIT)

/** The documents made last, kept for the whole process to reuse while unchanged. */
const knownDocuments = () => processSlot('searchDocuments', () => new Map<string, SearchDocument>())

/** Keeps the documents just made, and only those, for the next call to reuse. */
function remember(documents: readonly SearchDocument[]): void {
  const known = knownDocuments()
  known.clear()
  for (const doc of documents)
    if (doc.kind === 'events' || doc.kind === 'updates') known.set(doc.id, doc)
}
