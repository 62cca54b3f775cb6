import Link from 'next/link'
import { EventGrid } from './event-grid'
import { FactFilter } from './fact-filter'
import { SubscribeLinks } from './subscribe-links'
import { ViewFilters } from './view-filters'
import type { EventFilter } from '@/lib/events/facts'
import { FAMILY_UNDER_AGE } from '@/lib/content/event-filters'
import { viewFeedPath, type DateRange } from '@/lib/events/views'
import type { Event } from '@/lib/events/schema'

/**
 * The events under one filter (/events/free, /events/access/{feature}): on now and coming up,
 * then the latest past ones, so a resident sees what such events are like even between them.
 */
export function FilteredEvents({
  filter,
  filters,
  categories,
  coming,
  past,
  thisYear,
  thisMonth = null,
}: {
  filter: EventFilter
  filters: readonly EventFilter[]
  /** Every category some event has, to narrow to one. */
  categories: readonly string[]
  /** On now and coming up, soonest first. */
  coming: Event[]
  past: Event[]
  thisYear: number
  /** This month, offered as a range to combine with, when some event runs in it. */
  thisMonth?: DateRange | null
}) {
  const view = { filters: [filter.slug], range: null }
  // 'Captioned events' → 'captioned events', but 'BSL-interpreted events' as it is.
  const what = /^[A-Z][a-z]/.test(filter.heading)
    ? filter.heading.charAt(0).toLowerCase() + filter.heading.slice(1)
    : filter.heading
  return (
    <div className="page">
      <h1>{filter.heading}</h1>
      <p className="lede">
        {LEDES[filter.slug] ?? `Events whose organisers offer “${filter.label}”.`} If you need
        something not listed, ask the organisers before you go.
      </p>
      <p>
        <Link href="/events">See all events</Link>
      </p>
      <FactFilter filters={filters} active={filter.slug} />
      <ViewFilters view={view} filters={filters} thisMonth={thisMonth} categories={categories} />
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
      <SubscribeLinks feedPath={viewFeedPath(view)} />
    </div>
  )
}

/** What the free and family filters mean, in a resident's words (lib/content/event-filters.ts). */
const LEDES: Record<string, string> = {
  free: 'Events that cost nothing to come to.',
  family: `Events open to all ages, or to children under ${FAMILY_UNDER_AGE}.`,
}
