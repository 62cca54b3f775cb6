import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { DeleteForm, SavedNotice } from '@/components/admin/document-page'
import { DocumentHistory } from '@/components/admin/document-history'
import { EventForm } from '@/components/admin/event-form.client'
import { deleteEvent } from '@/lib/admin/event-actions'
import { getEditableEvent } from '@/lib/admin/events'
import { getEventCategories } from '@/lib/events/categories'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import { decodeSegment, eventPath } from '@/lib/site/routes'

export const metadata: Metadata = { title: 'Edit an event' }

async function EditEvent({ params, searchParams }: PageProps<'/admin/events/[id]'>) {
  const id = decodeSegment((await params).id)
  const event = id === null ? null : await getEditableEvent(id)
  if (!event) notFound()
  const query = await searchParams
  const categories = await getEventCategories()
  return (
    <>
      <h1>{event.values.title || 'Untitled event'}</h1>
      <SavedNotice
        saved={query.saved === '1'}
        restored={query.restored === '1'}
        published={event.published}
        scheduledFor={event.scheduledFor}
        preview={{ kind: 'events', id: event.id }}
        publicPath={event.titleSlug ? eventPath(event) : null}
      />
      <EventForm
        key={event.version}
        id={event.id}
        version={event.version}
        values={event.values}
        categorySuggestions={categories}
      />
      <DeleteForm id={event.id} noun="event" title={event.values.title} action={deleteEvent} />
      <DocumentHistory collection={EVENTS_COLLECTION} id={event.id} />
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
