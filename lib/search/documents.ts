import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { DocumentSnapshot } from 'firebase-admin/firestore'
import { z } from 'zod'
import { CACHE_TAGS } from '@/lib/content/cache'
import { contentLifetime, contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import {
  DICTIONARY_COLLECTION,
  EVENTS_COLLECTION,
  QUESTIONS_COLLECTION,
  UPDATES_COLLECTION,
  type GatedKind,
} from '@/lib/content/collections'
import { categoriesField, htmlField, shortTextField, titleField } from '@/lib/content/fields'
import { parseDocuments } from '@/lib/content/parse'
import { htmlText } from '@/lib/content/plain-text'
import {
  getNextPublication,
  getPublicEntries,
  type IndexEntry,
} from '@/lib/content/published-entries'
import { nextPublication, untilPublication } from '@/lib/content/schedule'
import { dictionaryEntrySchema } from '@/lib/dictionary/schema'
import { termAnchor } from '@/lib/dictionary/structured-data'
import { questionSchema } from '@/lib/questions/schema'
import { firestore, read } from '@/lib/firebase/admin'
import { processState } from '@/lib/process-state.mjs'
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
  /** When the next scheduled document goes public or comes off (ISO), or null. */
  nextChange: string | null
}

/**
 * Every public event, update, dictionary word and question as a search document, cached
 * under all four tags, so an editor's save (or /api/revalidate) renews it with the pages. A
 * scheduled document is in it from its time and one with `unpublishAt` leaves at that time,
 * as the published entries decide. Only events and updates that are new or changed since the
 * last time are read: the published entries (kept by the gate's listener) say which.
 */
export async function getSearchDocuments(): Promise<SearchDocuments> {
  'use cache'
  cacheTag(...SEARCHED_TAGS)
  const [events, updates, dictionary, questions, nextEvent, nextUpdate] = await Promise.all([
    documentsOf('events'),
    documentsOf('updates'),
    dictionaryDocuments(),
    questionDocuments(),
    getNextPublication('events'),
    getNextPublication('updates'),
  ])
  const documents = [...events, ...updates, ...dictionary, ...questions]
  const nextChange = nextPublication([nextEvent, nextUpdate], new Date())
  cacheLife(lifetime(nextChange))
  remember(documents)
  return { version: documentsVersion(documents), documents, nextChange }
}

/**
 * The version alone, cached like the documents: each query asks for it (a few bytes) and
 * gets the documents themselves only when the index it holds is of another version.
 */
export async function getSearchVersion(): Promise<string> {
  'use cache'
  cacheTag(...SEARCHED_TAGS)
  const { version, nextChange } = await getSearchDocuments()
  cacheLife(lifetime(nextChange))
  return version
}

function lifetime(nextChange: string | null) {
  return untilPublication(contentLifetime(contentRevalidateSeconds()), nextChange, new Date())
}

const COLLECTION_OF: Record<GatedKind, string> = {
  events: EVENTS_COLLECTION,
  updates: UPDATES_COLLECTION,
}

/** The fields an event or update is searched by; nothing else is read. */
const SEARCHED_FIELDS = ['title', 'shortDescription', 'description', 'categories', 'venue']

const searchedSchema = z.object({
  title: titleField,
  shortDescription: shortTextField.default(''),
  description: htmlField.prefault(''),
  categories: categoriesField,
  venue: z.object({ venueName: z.string().default('') }).catch({ venueName: '' }),
})

/**
 * The public events or updates as search documents: the ones this process already made, at
 * the same update time, are reused; the others are read by id (one read each).
 */
async function documentsOf(kind: GatedKind): Promise<SearchDocument[]> {
  const entries = await getPublicEntries(kind)
  const known = processState().searchDocuments as Map<string, SearchDocument>
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
      found.set(doc.id, {
        id: `${kind}/${doc.id}`,
        kind,
        title: doc.title,
        text: plain([doc.shortDescription, htmlText(doc.description)]),
        tags: plain([doc.venue.venueName, ...doc.categories]),
        url: documentPath(kind, { titleSlug: entry.slug, id: doc.id }),
        date: entry.start,
        end: kind === 'events' ? entry.end : null,
        // The entry's time, which the next call compares: the same update time as the read's.
        updated: entry.updated,
      })
    }
  }
  return found
}

/** Every dictionary word (the dictionary has no drafts). */
async function dictionaryDocuments(): Promise<SearchDocument[]> {
  const snapshot = await read(firestore().collection(DICTIONARY_COLLECTION), 'search: dictionary')
  return parseDocuments(dictionaryEntrySchema, snapshot.docs).map((entry) => ({
    id: `dictionary/${entry.id}`,
    kind: 'dictionary',
    title: entry.word,
    text: plain([htmlText(entry.desc)]),
    tags: entry.type,
    url: `${dictionaryPath(entry.letter)}#${termAnchor(entry.word)}`,
    date: entry.updatedAt,
    end: null,
    updated: entry.updatedAt,
  }))
}

/** Every question of the FAQ (it has no drafts either). */
async function questionDocuments(): Promise<SearchDocument[]> {
  const snapshot = await read(firestore().collection(QUESTIONS_COLLECTION), 'search: questions')
  return parseDocuments(questionSchema, snapshot.docs).map((question) => ({
    id: `questions/${question.id}`,
    kind: 'questions',
    title: question.question,
    text: plain([htmlText(question.answer)]),
    tags: question.category,
    url: questionsPath(question.category),
    date: question.updatedAt,
    end: null,
    updated: question.updatedAt,
  }))
}

const plain = (parts: readonly string[]) =>
  parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim().slice(0, TEXT_LIMIT)

/** Keeps the documents just made, and only those, for the next call to reuse. */
function remember(documents: readonly SearchDocument[]): void {
  const known = processState().searchDocuments as Map<string, SearchDocument>
  known.clear()
  for (const doc of documents)
    if (doc.kind === 'events' || doc.kind === 'updates') known.set(doc.id, doc)
}
