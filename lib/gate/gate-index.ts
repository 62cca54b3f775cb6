import 'server-only'
import type { IndexKind, SlugIndex } from '@/lib/gate/gate'
import { liveDocuments, type LiveSource } from '@/lib/content/live-index'
import { indexEntriesOf, isPublicEntry } from '@/lib/content/published-entries'
import { lettersOf } from '@/lib/dictionary/queries'
import { categoriesOf } from '@/lib/questions/queries'
import { categorySlug } from '@/lib/site/slug.mjs'
import { eventCategories } from '@/lib/events/grouping'
import { previousPageBounds } from '@/lib/events/pagination'
import { eventFilters } from '@/lib/events/filters'
import { venueSlugsOf } from '@/lib/venues/slugs'
import { monthKey, monthsWithEvents } from '@/lib/events/by-date'
import { entrySpans } from '@/lib/events/occurrences'

const SOURCE_OF: Record<IndexKind, LiveSource> = {
  events: 'events',
  eventCategories: 'events',
  previousPages: 'events',
  eventFilters: 'events',
  venues: 'venues',
  eventMonths: 'events',
  updates: 'updates',
  letters: 'dictionary',
  categories: 'questions',
}

/** How long a request waits for a listener that has not answered yet (a server just started). */
const FIRST_READ_WAIT_MS = 3_000
/** An index holds what is public now: derived again at most this often, or on any change. */
const DERIVED_FOR_MS = 1_000

const derived = new Map<IndexKind, { version: number; at: number; index: SlugIndex }>()

/**
 * What proxy.ts's gate judges a path by, from this process's listeners: id → slug of the
 * public events or updates, the dictionary's letters, the FAQ's categories, the showcase's
 * categories by slug, and how many pages of past events there are. Undefined when no listener
 * has answered (Firestore cannot be reached as the server starts): the pages decide then.
 */
export async function gateIndex(kind: IndexKind, now = new Date()): Promise<SlugIndex | undefined> {
  const live = await liveDocuments(SOURCE_OF[kind], FIRST_READ_WAIT_MS)
  if (!live) return undefined
  const kept = derived.get(kind)
  if (kept && kept.version === live.version && now.getTime() - kept.at < DERIVED_FOR_MS) {
    return kept.index
  }
  const index = new Map(pairsOf(kind, live.docs, now))
  derived.set(kind, { version: live.version, at: now.getTime(), index })
  return index
}

function pairsOf(
  kind: IndexKind,
  docs: Parameters<typeof indexEntriesOf>[0],
  now: Date,
): [string, string][] {
  if (kind === 'letters') return lettersOf(docs).map((l) => [l.toLowerCase(), l])
  if (kind === 'categories') return categoriesOf(docs).map((c) => [c, c])
  if (kind === 'venues') return venueSlugsOf(docs).map((slug) => [slug, slug])
  const entries = indexEntriesOf(docs).filter((entry) => isPublicEntry(entry, now))
  if (kind === 'previousPages') {
    return [...previousPageBounds(entries, now)].map(([key, pages]) => [key, String(pages)])
  }
  if (kind === 'eventFilters') return eventFilters(entries).map((f) => [f, f])
  if (kind === 'eventMonths')
    return monthsWithEvents(entries.flatMap(entrySpans)).map((m) => [monthKey(m), monthKey(m)])
  if (kind === 'eventCategories') return eventCategories(entries).map((c) => [categorySlug(c), c])
  return entries.map(({ id, slug }) => [id, slug])
}
