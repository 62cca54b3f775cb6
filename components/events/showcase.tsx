import Link from 'next/link'
import { CategoryFilter } from '@/components/events/category-filter'
import { EventGrids } from '@/components/events/event-grid'
import { FeaturedBanner } from '@/components/events/featured-banner'
import { EVENTS_CALENDAR_PATH } from '@/lib/events/calendar'
import { filterGroups } from '@/lib/events/grouping'
import type { EventListing } from '@/lib/events/queries'

/**
 * The showcase, whole (/events) or one category's events (/events/category/{slug}): both
 * prerendered from the cached listing, so filtering needs neither JavaScript nor a render
 * per request.
 */
export function Showcase({
  showcase,
  category,
}: {
  showcase: EventListing
  /** The category shown, as spelled in the data; null for every event. */
  category: string | null
}) {
  const grids = filterGroups(showcase, category)
  return (
    <div className="page">
      <h1>
        Showcase
        {category ? <span className="visually-hidden">: {category} events</span> : null}
      </h1>
      <p className="lede">
        Workshops, performances, exhibitions and festivals made with local people. Everything is
        free unless it says otherwise.
      </p>
      <p>
        <a href={EVENTS_CALENDAR_PATH} type="text/calendar">
          Subscribe to the events calendar
        </a>{' '}
        to see every new event in your calendar app.
      </p>
      <FeaturedBanner
        events={showcase.featured}
        thisYear={showcase.thisYear}
        priority={!category}
      />
      <CategoryFilter categories={showcase.categories} active={category} />
      {category && (
        <p className="muted">
          Showing <strong>{category}</strong> events. <Link href="/events">Show all events</Link>
        </p>
      )}
      <EventGrids
        current={grids.current}
        upcoming={grids.upcoming}
        previous={grids.previous}
        filtered={!!category}
        thisYear={showcase.thisYear}
      />
    </div>
  )
}
