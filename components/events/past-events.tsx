import { EventGrid } from '@/components/events/event-grid'
import { Pagination } from '@/components/ui/pagination'
import { previousEventsHref } from '@/lib/events/pagination'
import type { PreviousEventsPage } from '@/lib/events/queries'

/** Links between the pages of past events, of one category or (null) of all. */
export function PreviousEventsPagination({
  page,
  category,
}: {
  page: PreviousEventsPage
  category: string | null
}) {
  return (
    <Pagination
      current={page.page}
      count={page.pageCount}
      href={(n) => previousEventsHref(n, category)}
      label={category ? `Pages of past ${category} events` : 'Pages of past events'}
      items="events"
    />
  )
}

/**
 * Page n ≥ 2 of the past events (/events/archive/page/n, /events/category/{slug}/page/n):
 * the 'Previous' grid alone, with its page links.
 */
export function PastEvents({
  page,
  category,
  thisYear,
}: {
  page: PreviousEventsPage
  category: string | null
  thisYear: number
}) {
  return (
    <div className="page">
      <h1>
        {category ? `Past ${category} events` : 'Past events'}: page {page.page} of {page.pageCount}
      </h1>
      <EventGrid
        id="previous"
        title="Previous"
        description="Events that have finished, the most recent first."
        events={page.events}
        emptyText="No past events here."
        thisYear={thisYear}
      >
        <PreviousEventsPagination page={page} category={category} />
      </EventGrid>
    </div>
  )
}
