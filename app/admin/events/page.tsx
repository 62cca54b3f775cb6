import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { listEvents } from '@/lib/admin/events'
import { searchDocuments } from '@/lib/admin/listing'
import { formatDate } from '@/lib/site/dates.mjs'

export const metadata: Metadata = { title: 'Events' }

async function EventList({ searchParams }: PageProps<'/admin/events'>) {
  const params = await searchParams
  const query = typeof params.q === 'string' ? params.q.slice(0, 200) : ''
  const { rows, page, pages, total } = searchDocuments(
    await listEvents(),
    query,
    Number(params.page ?? 1),
  )
  const pageLink = (n: number) =>
    `/admin/events?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(n) })}`
  return (
    <>
      {params.deleted ? <p role="status">The event was deleted.</p> : null}
      <form className="admin-search" role="search" action="/admin/events">
        <label htmlFor="q">Search by title</label>
        <input id="q" name="q" type="search" defaultValue={query} />
        <button className="admin-button admin-button--secondary" type="submit">
          Search
        </button>
      </form>
      <p role="status">
        {total === 1 ? '1 event' : `${total} events`}
        {query ? ` matching “${query}”` : ''}
      </p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Starts</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((event) => (
            <tr key={event.id}>
              <td>
                <Link href={`/admin/events/${encodeURIComponent(event.id)}`}>{event.title}</Link>
              </td>
              <td>{event.date ? formatDate(event.date, 0) : 'No date'}</td>
              <td>{event.published ? 'Published' : 'Draft'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav aria-label="Pages of events" className="admin-pages">
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

export default function AdminEventsPage(props: PageProps<'/admin/events'>) {
  return (
    <>
      <h1>Events</h1>
      <p>
        <Link className="admin-button" href="/admin/events/new">
          Add an event
        </Link>
      </p>
      <Suspense fallback={<p>Loading…</p>}>
        <EventList {...props} />
      </Suspense>
    </>
  )
}
