import type { Metadata } from 'next'
import Link from 'next/link'
import { CategoryFilter } from '@/components/events/category-filter'
import { EventGrids } from '@/components/events/event-grid'
import { FeaturedBanner } from '@/components/events/featured-banner'
import { getEventListing } from '@/lib/events/queries'
import { categoryParam, filterGroups, inCategory } from '@/lib/events/grouping'
import { EVENTS_CALENDAR_PATH, EVENTS_CALENDAR_TITLE } from '@/lib/events/calendar'
import { FEED_LINKS, pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Showcase: events',
  description:
    'Events, workshops and performances happening now and coming up across Middlesbrough and Redcar & Cleveland.',
  alternates: {
    ...pageAlternates('/events'),
    // The subscription calendar, for apps and extensions that discover it from the page.
    types: {
      ...FEED_LINKS,
      'text/calendar': [{ url: EVENTS_CALENDAR_PATH, title: EVENTS_CALENDAR_TITLE }],
    },
  },
}

// `?category=` makes this page render per request, so it has no static shell to validate.
// The page is rendered in full before it is sent (no Suspense), so the grids are in the
// first HTML and work without JavaScript; the data itself comes from the cached showcase,
// so a request costs no Firestore read.
export const instant = false

export default async function EventsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [{ category }, showcase] = await Promise.all([searchParams, getEventListing()])
  const requested = categoryParam(category)
  // The category as the data spells it, so ?category=music marks 'Music' as current.
  const active = requested
    ? (showcase.categories.find((c) => inCategory({ categories: [c] }, requested)) ?? null)
    : null
  const grids = filterGroups(showcase, requested)
  return (
    <div className="page">
      <h1>Showcase</h1>
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
      <FeaturedBanner events={showcase.featured} thisYear={showcase.thisYear} priority />
      <CategoryFilter categories={showcase.categories} active={active} />
      {requested && (
        <p className="muted" role="status">
          {active ? (
            <>
              Showing <strong>{active}</strong> events.{' '}
            </>
          ) : (
            <>
              There are no events in the category <strong>{requested}</strong>.{' '}
            </>
          )}
          <Link href="/events">Show all events</Link>
        </p>
      )}
      <EventGrids
        current={grids.current}
        upcoming={grids.upcoming}
        previous={grids.previous}
        filtered={!!requested}
        thisYear={showcase.thisYear}
      />
    </div>
  )
}
