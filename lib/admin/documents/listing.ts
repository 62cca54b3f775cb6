import { pageOf } from '@/lib/content/pagination'
import { foldText } from '@/lib/content/plain-text'
import { formatDate, formatTime, londonDate } from '@/lib/site/dates.mjs'

/** One row of an admin list. */
export interface ListedDocument {
  id: string
  title: string
  /** The plain-text summary, searched with the title. */
  summary: string
  categories: string[]
  published: boolean
  /** When a published document goes public, if that is still to come (ISO). */
  scheduledFor: string | null
  /** When it came off the site by itself, if that has passed (ISO). */
  offSince: string | null
  /** When it comes off the site by itself, if that is still to come (ISO). */
  comesOff: string | null
  /** An event's: whether it goes ahead ('scheduled' when it does, or for other content). */
  goesAhead: 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled'
  /** The date the list sorts by (an event's start, an update's date), ISO, or null. */
  date: string | null
}

export const ADMIN_PAGE_SIZE = 20

/** Where a document stands, as the list's Status column and filter say it. */
export const LIST_STATUSES = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  off: 'Off the site',
  cancelled: 'Cancelled or postponed',
} as const
export type ListStatus = keyof typeof LIST_STATUSES

export function statusOf(doc: ListedDocument): Exclude<ListStatus, 'cancelled'> {
  if (!doc.published) return 'draft'
  if (doc.scheduledFor) return 'scheduled'
  return doc.offSince ? 'off' : 'published'
}

/**
 * The Status column's words: 'Draft', 'Scheduled: Monday 1st December 2026, 9am', 'Published ·
 * Comes off Friday 5th December 2026, 12 noon', with an event's change ('· Cancelled').
 */
export function statusText(doc: ListedDocument): string {
  const status = statusOf(doc)
  const when = (iso: string) => `${formatDate(iso, 0)}, ${formatTime(iso)}`
  const base =
    status === 'scheduled' && doc.scheduledFor
      ? `Scheduled: ${when(doc.scheduledFor)}`
      : LIST_STATUSES[status]
  const comesOff = status !== 'draft' && doc.comesOff ? ` · Comes off ${when(doc.comesOff)}` : ''
  const change =
    doc.goesAhead === 'scheduled'
      ? ''
      : ` · ${doc.goesAhead[0]!.toUpperCase()}${doc.goesAhead.slice(1)}`
  return `${base}${comesOff}${change}`
}

const SORTS = ['date', 'title', 'status'] as const
export type ListSort = (typeof SORTS)[number]

/** What an admin list is asked for, read from its address (anything odd left out). */
export interface ListQuery {
  q: string
  status: ListStatus | ''
  category: string
  /** London days, '2026-12-01'. */
  from: string
  to: string
  sort: ListSort
  order: 'asc' | 'desc'
  page: number
}

type Params = Record<string, string | string[] | undefined>
const text = (value: Params[string], max = 200) =>
  typeof value === 'string' ? value.trim().slice(0, max) : ''
const day = (value: Params[string]) => (/^\d{4}-\d{2}-\d{2}$/.test(text(value)) ? text(value) : '')

export function listQuery(params: Params): ListQuery {
  const status = text(params.status)
  const sort = text(params.sort)
  return {
    q: text(params.q),
    status: Object.hasOwn(LIST_STATUSES, status) ? (status as ListStatus) : '',
    category: text(params.category),
    from: day(params.from),
    to: day(params.to),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as ListSort) : 'date',
    order: params.order === 'asc' ? 'asc' : params.order === 'desc' ? 'desc' : defaultOrder(sort),
    page: Number(text(params.page)) || 1,
  }
}

/** Dates newest first; titles and statuses A to Z. */
const defaultOrder = (sort: string) => (sort === 'title' || sort === 'status' ? 'asc' : 'desc')

/** The query as an address's parameters, without the defaults. */
export function queryParams(query: ListQuery, change: Partial<ListQuery> = {}): URLSearchParams {
  const next = { ...query, ...change }
  const params = new URLSearchParams()
  for (const key of ['q', 'status', 'category', 'from', 'to'] as const) {
    if (next[key]) params.set(key, next[key])
  }
  if (next.sort !== 'date') params.set('sort', next.sort)
  if (next.order !== defaultOrder(next.sort)) params.set('order', next.order)
  if (next.page > 1) params.set('page', String(next.page))
  return params
}

function matches(doc: ListedDocument, query: ListQuery, words: string[]): boolean {
  const haystack = foldText(`${doc.title} ${doc.summary}`)
  if (!words.every((word) => haystack.includes(word))) return false
  if (query.status === 'cancelled') {
    if (doc.goesAhead !== 'cancelled' && doc.goesAhead !== 'postponed') return false
  } else if (query.status && statusOf(doc) !== query.status) return false
  if (query.category && !doc.categories.includes(query.category)) return false
  const on = doc.date ? londonDate(doc.date) : null
  if (query.from && (!on || on < query.from)) return false
  if (query.to && (!on || on > query.to)) return false
  return true
}

const STATUS_ORDER: Record<string, number> = { draft: 0, scheduled: 1, published: 2, off: 3 }

function compare(sort: ListSort): (a: ListedDocument, b: ListedDocument) => number {
  if (sort === 'title') return (a, b) => a.title.localeCompare(b.title, 'en-GB')
  if (sort === 'status') return (a, b) => STATUS_ORDER[statusOf(a)]! - STATUS_ORDER[statusOf(b)]!
  // Undated ones last whichever way.
  return (a, b) => (a.date ?? '').localeCompare(b.date ?? '')
}

/**
 * The rows matching the query (every word in the title or summary, any case or accent; the
 * status, category and London dates asked for), in its order, and the page of them asked for.
 */
export function searchDocuments(
  documents: readonly ListedDocument[],
  query: ListQuery,
): { rows: ListedDocument[]; page: number; pages: number; total: number } {
  const words = foldText(query.q).split(/\s+/).filter(Boolean)
  const order = compare(query.sort)
  const sign = query.order === 'asc' ? 1 : -1
  const matching = documents
    .filter((doc) => matches(doc, query, words))
    .sort((a, b) => {
      if (query.sort === 'date' && !a.date !== !b.date) return a.date ? -1 : 1
      return sign * order(a, b) || a.title.localeCompare(b.title, 'en-GB')
    })
  return pageOf(matching, query.page, ADMIN_PAGE_SIZE)
}

/** The categories in use on these documents, A to Z, for the filter. */
export const categoriesIn = (documents: readonly ListedDocument[]) =>
  [...new Set(documents.flatMap((doc) => doc.categories))].sort((a, b) => a.localeCompare(b))
