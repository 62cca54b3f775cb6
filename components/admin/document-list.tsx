import Link from 'next/link'
import { bulkChange } from '@/lib/admin/documents/bulk-actions'
import {
  categoriesIn,
  LIST_STATUSES,
  listQuery,
  queryParams,
  searchDocuments,
  statusText,
  type ListedDocument,
  type ListQuery,
  type ListSort,
} from '@/lib/admin/documents/listing'
import { formatDate } from '@/lib/site/dates.mjs'
import { BulkForm } from './bulk-form.client'
import { PageNav } from './page-nav'

export interface DocumentKind {
  /** '/admin/events' */
  basePath: string
  /** The Firestore collection, for the bulk actions. */
  collection: string
  /** 'event' */
  noun: string
  /** 'events' */
  plural: string
  /** What the date column shows: 'Starts', 'Dated'. */
  dateLabel: string
}

type Params = Record<string, string | string[] | undefined>

/**
 * An admin list of content with pages of its own: search (title and summary), filters by
 * status, category and dates, sortable columns, pages, and bulk publish, unpublish and delete
 * of the rows ticked.
 */
export async function DocumentList({
  kind,
  load,
  searchParams,
}: {
  kind: DocumentKind
  /** Reads the rows (checking the editor's role first). */
  load: () => Promise<ListedDocument[]>
  searchParams: Promise<Params>
}) {
  const params = await searchParams
  const query = listQuery(params)
  const documents = await load()
  const { rows, page, pages, total } = searchDocuments(documents, query)
  const link = (change: Partial<ListQuery>) => {
    const search = queryParams(query, change).toString()
    return search ? `${kind.basePath}?${search}` : kind.basePath
  }
  const filtered = Boolean(query.q || query.status || query.category || query.from || query.to)
  const id = (name: string) => `${kind.noun}-${name}`
  return (
    <>
      <Outcome kind={kind} params={params} />
      <form className="admin-filters" role="search" action={kind.basePath}>
        <div className="admin-field admin-filters__search">
          <label htmlFor={id('q')}>Search titles and summaries</label>
          <input id={id('q')} name="q" type="search" defaultValue={query.q} />
        </div>
        <div className="admin-field">
          <label htmlFor={id('status')}>Status</label>
          <select id={id('status')} name="status" defaultValue={query.status}>
            <option value="">Any</option>
            {Object.entries(LIST_STATUSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={id('category')}>Category</label>
          <select id={id('category')} name="category" defaultValue={query.category}>
            <option value="">Any</option>
            {categoriesIn(documents).map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={id('from')}>{kind.dateLabel} from</label>
          <input id={id('from')} name="from" type="date" defaultValue={query.from} />
        </div>
        <div className="admin-field">
          <label htmlFor={id('to')}>to</label>
          <input id={id('to')} name="to" type="date" defaultValue={query.to} />
        </div>
        {query.sort !== 'date' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <div className="admin-filters__actions">
          <button className="button button--ghost admin-button" type="submit">
            Show
          </button>
          {filtered ? <Link href={kind.basePath}>Clear the filters</Link> : null}
        </div>
      </form>
      <p role="status">
        {total === 1 ? `1 ${kind.noun}` : `${total} ${kind.plural}`}
        {filtered ? ' matching the filters' : ''}
      </p>
      <BulkForm action={bulkChange} noun={kind.noun} plural={kind.plural}>
        <input type="hidden" name="collection" value={kind.collection} />
        <input type="hidden" name="query" value={queryParams(query).toString()} />
        <table className="admin-table admin-stack admin-list">
          <thead>
            <tr>
              <th scope="col" className="admin-list__pick">
                <span className="visually-hidden">Selected</span>
              </th>
              <SortHeader label="Title" sort="title" query={query} link={link} />
              <SortHeader label={kind.dateLabel} sort="date" query={query} link={link} />
              <SortHeader label="Status" sort="status" query={query} link={link} />
            </tr>
          </thead>
          <tbody>
            {rows.map((doc) => (
              <tr key={doc.id}>
                <td className="admin-list__pick">
                  <input
                    type="checkbox"
                    name="ids"
                    value={doc.id}
                    aria-label={`Select “${doc.title}”`}
                  />
                </td>
                <td data-label="Title">
                  <Link href={`${kind.basePath}/${encodeURIComponent(doc.id)}`}>{doc.title}</Link>
                  {doc.categories.length ? (
                    <span className="admin-list__categories"> {doc.categories.join(', ')}</span>
                  ) : null}
                </td>
                <td data-label={kind.dateLabel} className="admin-list__date">
                  {doc.date ? formatDate(doc.date, 0) : 'No date'}
                </td>
                <td data-label="Status">{statusText(doc)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </BulkForm>
      <PageNav
        label={`Pages of ${kind.plural}`}
        page={page}
        pages={pages}
        href={(to) => link({ page: to })}
      />
    </>
  )
}

/** A column heading that sorts by it: again to turn the order round. */
function SortHeader({
  label,
  sort,
  query,
  link,
}: {
  label: string
  sort: ListSort
  query: ListQuery
  link: (change: Partial<ListQuery>) => string
}) {
  const active = query.sort === sort
  const order = active && query.order === 'asc' ? 'desc' : active ? 'asc' : undefined
  return (
    <th
      scope="col"
      aria-sort={active ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link href={link({ sort, order: order ?? (sort === 'date' ? 'desc' : 'asc'), page: 1 })}>
        {label}
        <span className="visually-hidden">
          {active
            ? `, sorted ${query.order === 'asc' ? 'ascending' : 'descending'}`
            : ', sort by it'}
        </span>
        {active ? <span aria-hidden="true">{query.order === 'asc' ? ' ▲' : ' ▼'}</span> : null}
      </Link>
    </th>
  )
}

const DONE = { publish: 'published', unpublish: 'unpublished', delete: 'deleted' } as const

/** What the last bulk action did. */
function Outcome({ kind, params }: { kind: DocumentKind; params: Params }) {
  const action =
    typeof params.bulk === 'string' && Object.hasOwn(DONE, params.bulk) ? params.bulk : null
  if (!action) return null
  const done = Number(params.done) || 0
  const refused = Number(params.refused) || 0
  return (
    <p className={refused ? 'admin-alert' : 'admin-saved'} role="status">
      {done === 1 ? `1 ${kind.noun}` : `${done} ${kind.plural}`} {DONE[action as keyof typeof DONE]}
      .
      {refused
        ? ` ${refused === 1 ? `1 ${kind.noun}` : `${refused} ${kind.plural}`} could not be ${DONE[action as keyof typeof DONE]}: open ${refused === 1 ? 'it' : 'them'} to see why.`
        : ''}
      {action === 'delete' && done ? (
        <>
          {' '}
          They can be brought back from <Link href="/admin/deleted">Deleted</Link> for 30 days.
        </>
      ) : null}
    </p>
  )
}
