import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { DocumentList } from '@/components/admin/document-list'
import { listEvents } from '@/lib/admin/events'

export const metadata: Metadata = { title: 'Events' }

const EVENTS = { basePath: '/admin/events', noun: 'event', plural: 'events', dateLabel: 'Starts' }

export default function AdminEventsPage({ searchParams }: PageProps<'/admin/events'>) {
  return (
    <>
      <h1>Events</h1>
      <p>
        <Link className="button admin-button" href="/admin/events/new">
          Add an event
        </Link>
      </p>
      <Suspense fallback={<p>Loading…</p>}>
        <DocumentList kind={EVENTS} load={listEvents} searchParams={searchParams} />
      </Suspense>
    </>
  )
}
