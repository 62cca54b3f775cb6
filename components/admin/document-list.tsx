import Link from 'next/link'
import { searchDocuments, type ListedDocument } from '@/lib/admin/listing'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'

export interface DocumentKind {
  /** '/admin/events' */
  basePath: string
  /** 'event' */
  noun: string
  /** 'events' */
  plural: string
  /** What the date column shows: 'Starts', 'Dated'. */
  dateLabel: string
}

/** An admin list: search by title, newest first, in pages, drafts marked. */
export async function DocumentList({
  kind,
  load,
  searchParams,
}: {
  kind: DocumentKind
  /** Reads the rows (checking the editor's role first). */
  load: () => Promise<ListedDocument[]>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = await searchParams
  const query = typeof params.q === 'string' ? params.q.slice(0, 200) : ''
  const { rows, page, pages, total } = searchDocuments(
    await load(),
    query,
    Number(params.page ?? 1),
  )
  const pageLink = (n: number) =>
    `${kind.basePath}?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(n) })}`
  return (
    <>
      {params.deleted ? <p role="status">The {kind.noun} was deleted.</p> : null}
      <form className="admin-search" role="search" action={kind.basePath}>
        <label htmlFor={`${kind.noun}-search`}>Search by title</label>
        <input id={`${kind.noun}-search`} name="q" type="search" defaultValue={query} />
        <button className="button button--ghost admin-button" type="submit">
          Search
        </button>
      </form>
      <p role="status">
        {total === 1 ? `1 ${kind.noun}` : `${total} ${kind.plural}`}
        {query ? ` matching “${query}”` : ''}
      </p>
      <table className="admin-table admin-stack">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">{kind.dateLabel}</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((doc) => (
            <tr key={doc.id}>
              <td data-label="Title">
                <Link href={`${kind.basePath}/${encodeURIComponent(doc.id)}`}>{doc.title}</Link>
              </td>
              <td data-label={kind.dateLabel}>{doc.date ? formatDate(doc.date, 0) : 'No date'}</td>
              <td data-label="Status">
                {doc.scheduledFor
                  ? `Scheduled: ${formatDate(doc.scheduledFor, 0)}, ${formatTime(doc.scheduledFor)}`
                  : doc.published
                    ? 'Published'
                    : 'Draft'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav aria-label={`Pages of ${kind.plural}`} className="admin-pages">
          {page > 1 ? <Link href={pageLink(page - 1)}>Previous page</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link href={pageLink(page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  )
}
