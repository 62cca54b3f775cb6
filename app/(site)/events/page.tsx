import type { Metadata } from 'next'
import { Showcase } from '@/components/events/showcase'
import { getEventCategories } from '@/lib/events/categories'
import { getEventListing, getPreviousEvents } from '@/lib/events/queries'
import { EVENTS_CALENDAR_PATH, EVENTS_CALENDAR_TITLE } from '@/lib/events/calendar'
import { FEED_LINKS, pageAlternates } from '@/lib/site/metadata'
import { monthOf, monthPath } from '@/lib/events/by-date'
import { eventMonthAt } from '@/lib/events/whats-on'

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

export default async function EventsPage() {
  const listing = await getEventListing()
  const [previous, categories, thisMonth] = await Promise.all([
    getPreviousEvents(1, listing.asOf),
    getEventCategories(),
    eventMonthAt(monthOf(listing.asOf)),
  ])
  return (
    <Showcase
      listing={listing}
      previous={previous}
      categories={categories}
      category={null}
      thisMonth={thisMonth && monthPath(thisMonth)}
    />
  )
}
