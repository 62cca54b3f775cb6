import 'server-only'
import type { Query, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore'
import {
  DICTIONARY_COLLECTION,
  EVENTS_COLLECTION,
  QUESTIONS_COLLECTION,
  UPDATES_COLLECTION,
  VENUES_COLLECTION,
} from '@/lib/content/collections'
import { firestore } from '@/lib/firebase/admin'
import { processSlot } from '@/lib/process-state.mjs'

/**
 * What the URL gate judges by, kept by Firestore listeners in the server's memory: the
 * published events and updates (only the fields a URL needs), and the dictionary's, the
 * FAQ's and the venues' few fields. A listener reads every document once when it starts and then one read per
 * changed document, so the gate follows every write (the admin area, the console, an import)
 * within a second, at no cost per request and without asking the server over HTTP.
 * docs/decisions/ says why a listener rather than a polled read.
 */
export type LiveSource = 'events' | 'updates' | 'dictionary' | 'questions' | 'venues'

const COLLECTION_OF: Record<LiveSource, string> = {
  events: EVENTS_COLLECTION,
  updates: UPDATES_COLLECTION,
  dictionary: DICTIONARY_COLLECTION,
  questions: QUESTIONS_COLLECTION,
  venues: VENUES_COLLECTION,
}

/** What an entry of a published document is made of (lib/content/published-entries.ts). */
export const PUBLISHED_FIELDS = [
  'titleSlug',
  'categories',
  'dateStart',
  'dateEnd',
  'pubDate',
  'unpublishAt',
  // An event's cost, ages and access features, for its filter pages (lib/content/event-filters.ts).
  'cost.type',
  'ages.all',
  'ages.min',
  'ages.max',
  'access.features',
  // The venue an event names, for the venue's page.
  'venueId',
  // A series' rule, for the dates it runs on (lib/events/occurrences.ts).
  'recurrence',
] as const

/** Events and updates are listed only while published; the other two in full. */
const ONLY_PUBLISHED: ReadonlySet<LiveSource> = new Set(['events', 'updates'])

function queryOf(source: LiveSource): Query {
  const collection = firestore().collection(COLLECTION_OF[source])
  switch (source) {
    case 'events':
    case 'updates':
      return collection.where('published', '==', true).select(...PUBLISHED_FIELDS)
    case 'dictionary':
      return collection.select('letter', 'word')
    case 'questions':
      return collection.select('category', 'question')
    case 'venues':
      return collection.select('slug')
  }
}

export interface Listened {
  docs: ReadonlyMap<string, QueryDocumentSnapshot>
  /** Bumped by every snapshot: derived indexes are kept per version. */
  version: number
  /** The read time of the last snapshot (Firestore's clock). */
  readTime?: Timestamp
  /** Documents read since the listener started: its cost. */
  reads: number
  ready: Promise<void>
  /** Called by each snapshot; waiters for a later read time are woken by it. */
  waiters: Set<() => void>
  stop: () => void
}

const listened = () => processSlot('liveIndexes', () => new Map<LiveSource, Listened>())

/**
 * Starts the listeners once per server process (instrumentation.ts). A listener that Firestore
 * drops is started again; while Firestore cannot be reached the last documents stay.
 */
export function startLiveIndexes(): void {
  for (const source of Object.keys(COLLECTION_OF) as LiveSource[]) {
    if (!listened().has(source)) listen(source)
  }
}

/** Stops them (tests, and a server that exits). */
export function stopLiveIndexes(): void {
  for (const entry of listened().values()) entry.stop()
  listened().clear()
}

const RESTART_MS = 2_000

function listen(source: LiveSource): void {
  let markReady!: () => void
  const entry: Listened = {
    docs: new Map(),
    version: 0,
    reads: 0,
    ready: new Promise((resolve) => (markReady = resolve)),
    waiters: new Set(),
    stop: () => undefined,
  }
  listened().set(source, entry)
  let failing = false
  const subscribe = () => {
    const unsubscribe = queryOf(source).onSnapshot(
      (snapshot) => {
        if (failing) console.log(`[index] the ${source} listener reads again`)
        failing = false
        entry.reads += snapshot.docChanges().length
        entry.docs = new Map(snapshot.docs.map((doc) => [doc.id, doc]))
        entry.readTime = snapshot.readTime
        entry.version += 1
        markReady()
        for (const wake of entry.waiters) wake()
      },
      (error) => {
        // The documents already read stay in use; the listener is started again.
        if (!failing) console.error(`[index] the ${source} listener stopped: ${error.message}`)
        failing = true
        const timer = setTimeout(subscribe, RESTART_MS)
        timer.unref()
        entry.stop = () => clearTimeout(timer)
      },
    )
    entry.stop = unsubscribe
  }
  subscribe()
}

/**
 * The documents a listener holds, once it has read them: undefined when no listener runs in
 * this process (a build, a test) or none has answered within `waitMs`.
 */
export async function liveDocuments(
  source: LiveSource,
  waitMs = 0,
): Promise<{ docs: readonly QueryDocumentSnapshot[]; version: number } | undefined> {
  const entry = listened().get(source)
  if (!entry) return undefined
  if (entry.version === 0 && waitMs > 0) await Promise.race([entry.ready, delay(waitMs)])
  if (entry.version === 0) return undefined
  return { docs: [...entry.docs.values()], version: entry.version }
}

/** How many documents the listeners have read since they started, by source. */
export function liveIndexReads(): Partial<Record<LiveSource, number>> {
  return Object.fromEntries([...listened()].map(([source, entry]) => [source, entry.reads]))
}

/**
 * Waits (at most `waitMs`) until the listener of `collection` has seen a write committed at
 * `at`, so the pages an editor's save renews read the new state. `listed` says whether the
 * document was or is published: a draft's write changes nothing a published-only listener
 * hears of.
 */
export async function liveIndexSees(
  collection: string,
  write: { at: Timestamp; listed: boolean },
  waitMs = 2_000,
): Promise<void> {
  const source = (Object.keys(COLLECTION_OF) as LiveSource[]).find(
    (s) => COLLECTION_OF[s] === collection,
  )
  const entry = source && listened().get(source)
  if (!entry || (ONLY_PUBLISHED.has(source) && !write.listed)) return
  const seen = () =>
    entry.readTime !== undefined && entry.readTime.toMillis() >= write.at.toMillis()
  if (seen()) return
  await new Promise<void>((resolve) => {
    const done = () => {
      entry.waiters.delete(check)
      clearTimeout(timer)
      resolve()
    }
    const check = () => seen() && done()
    const timer = setTimeout(done, waitMs)
    entry.waiters.add(check)
  })
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())
