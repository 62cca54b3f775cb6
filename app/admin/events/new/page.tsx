import type { Metadata } from 'next'
import { Suspense } from 'react'
import { EventForm } from '@/components/admin/event-form.client'
import { eventFormValues } from '@/lib/admin/event-form'
import { requireRole } from '@/lib/admin/session'
import { getEventCategories } from '@/lib/events/categories'

export const metadata: Metadata = { title: 'Add an event' }

async function NewEvent() {
  await requireRole('editor')
  const categories = await getEventCategories()
  return <EventForm values={eventFormValues(null)} categorySuggestions={categories} />
}

export default function NewEventPage() {
  return (
    <>
      <h1>Add an event</h1>
      <p>It stays a draft, seen by nobody else, until you tick “Published”.</p>
      <Suspense fallback={<p>Loading…</p>}>
        <NewEvent />
      </Suspense>
    </>
  )
}
