import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { EventForm } from '@/components/admin/event-form.client'
import { deleteEvent } from '@/lib/admin/event-actions'
import { getEditableEvent } from '@/lib/admin/events'
import { isDocumentId } from '@/lib/content/parse'
import { getEventListing } from '@/lib/events/queries'
import { decodeSegment, eventPath } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Edit an event' }

async function EditEvent({ params, searchParams }: PageProps<'/admin/events/[id]'>) {
  const id = decodeSegment((await params).id)
  if (id === null || !isDocumentId(id)) notFound()
  const event = await getEditableEvent(id)
  if (!event) notFound()
  const { categories } = await getEventListing()
  const saved = (await searchParams).saved === '1'
  return (
    <>
      <h1>{event.values.title || 'Untitled event'}</h1>
      {saved ? (
        <p role="status" className="admin-saved">
          Saved.{' '}
          {event.published
            ? 'The public page shows it now.'
            : 'It is a draft: only editors see it.'}
        </p>
      ) : null}
      {event.published && event.titleSlug ? (
        <p>
          <Link href={eventPath({ id, titleSlug: event.titleSlug })} prefetch={false}>
            View its public page
          </Link>
        </p>
      ) : null}
      <EventForm
        key={event.version}
        id={id}
        version={event.version}
        values={event.values}
        categorySuggestions={categories}
      />
      <details className="admin-danger">
        <summary>Delete this event</summary>
        <form action={deleteEvent}>
          <input type="hidden" name="id" value={id} />
          <p>The event and its page go at once. This cannot be undone here.</p>
          <button className="admin-button admin-button--danger" type="submit">
            Yes, delete “{event.values.title}”
          </button>
        </form>
      </details>
    </>
  )
}

export default function EditEventPage(props: PageProps<'/admin/events/[id]'>) {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <EditEvent {...props} />
    </Suspense>
  )
}
