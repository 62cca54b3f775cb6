import Link from 'next/link'
import { EventGrid } from './event-grid'
import { FactFilter } from './fact-filter'
import type { EventFilter } from '@/lib/events/facts'
import type { Event } from '@/lib/events/schema'

/**
 * The events under one filter (/events/free, /events/access/{feature}): on now and coming up,
 * then the latest past ones, so a resident sees what such events are like even between them.
 */
export function FilteredEvents({
  filter,
  filters,
  coming,
  past,
  thisYear,
}: {
  filter: EventFilter
  filters: readonly EventFilter[]
  /** On now and coming up, soonest first. */
  coming: Event[]
  past: Event[]
  thisYear: number
}) {
  // 'Captioned events' → 'captioned events', but 'BSL-interpreted events' as it is.
  const what = /^[A-Z][a-z]/.test(filter.heading)
    ? filter.heading.charAt(0).toLowerCase() + filter.heading.slice(1)
    : filter.heading
  return (
    <div className="page">
      <h1>{filter.heading}</h1>
      <p className="lede">
        {filter.slug === 'free'
          ? 'Events that cost nothing to come to.'
          : `Events whose organisers offer “${filter.label}”.`}{' '}
        If you need something not listed, ask the organisers before you go.
      </p>
      <p>
        <Link href="/events">See all events</Link>
      </p>
      <FactFilter filters={filters} active={filter.slug} />
      <EventGrid
        id="coming"
        title="On now and coming up"
        description="Soonest first."
        events={coming}
        emptyText={`No ${what} are coming up at the moment. Check back soon.`}
        thisYear={thisYear}
      />
      <EventGrid
        id="past"
        title="Recently"
        description="The latest that have finished."
        events={past}
        emptyText={`No ${what} have finished yet.`}
        thisYear={thisYear}
      />
    </div>
  )
}
