import Link from 'next/link'
import { CategoryFilter } from '@/components/events/category-filter'
import { ShowcaseFactFilter } from '@/components/events/fact-filter'
import { ViewFilters } from '@/components/events/view-filters'
import { EventGrids } from '@/components/events/event-grid'
import { FeaturedBanner } from '@/components/events/featured-banner'
import { PreviousEventsPagination } from '@/components/events/past-events'
import { SubscribeLinks } from '@/components/events/subscribe-links'
import { WhatsOnNav } from '@/components/events/whats-on-nav'
import { EVENTS_CALENDAR_PATH } from '@/lib/events/calendar'
import { inCategory } from '@/lib/events/grouping'
import type { EventListing, PreviousEventsPage } from '@/lib/events/queries'
import type { EventFilter } from '@/lib/events/facts'
import type { DateRange } from '@/lib/events/views'
import { eventsCategoryPath } from '@/lib/site/routes'

/**
 * The showcase, whole (/events) or one category's events (/events/category/{slug}): both
 * prerendered from the cached listing, so filtering needs neither JavaScript nor a render
 * per request. The 'Previous' grid shows its first page, with links to the others.
 */
export function Showcase({
  listing,
  previous,
  categories,
  category,
  thisMonth = null,
  narrow,
}: {
  listing: EventListing
  previous: PreviousEventsPage
  /** Every category of a published event, for the filter links. */
  categories: string[]
  /** The category shown, as spelled in the data; null for every event. */
  category: string | null
  /** This month's page, when an event runs in it. */
  thisMonth?: string | null
  /** A category's page: its filters and dates, each a link into its combined views. */
  narrow?: { filters: readonly EventFilter[]; thisMonth: DateRange | null }
}) {
  const keep = (events: EventListing['current']) =>
    category ? events.filter((event) => inCategory(event, category)) : events
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
      {/* A category's page offers its own dates below, with its filters. */}
      {narrow ? null : <WhatsOnNav thisMonth={thisMonth} />}
      <FeaturedBanner events={listing.featured} thisYear={listing.thisYear} priority={!category} />
      <CategoryFilter categories={categories} active={category} />
      {category && narrow ? (
        <ViewFilters view={{ category, filters: [], range: null }} {...narrow} />
      ) : (
        <ShowcaseFactFilter />
      )}
      {category && (
        <p className="muted">
          Showing <strong>{category}</strong> events. <Link href="/events">Show all events</Link>
        </p>
      )}
      <EventGrids
        current={keep(listing.current)}
        upcoming={keep(listing.upcoming)}
        previous={previous.events}
        filtered={!!category}
        thisYear={listing.thisYear}
        below={{ previous: <PreviousEventsPagination page={previous} category={category} /> }}
      />
      {category && <SubscribeLinks feedPath={`${eventsCategoryPath(category)}/calendar.ics`} />}
    </div>
  )
}
