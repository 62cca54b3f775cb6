import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FilteredEvents } from './filtered-events'
import { filterPath } from '@/lib/events/facts'
import { hasFilter } from '@/lib/events/filters'
import {
  eventFilterAt,
  getEventFilters,
  getEventListing,
  getLatestPastEvents,
} from '@/lib/events/queries'
import { pageAlternates } from '@/lib/site/metadata'
import { monthOf } from '@/lib/events/by-date'
import { getEventCategories } from '@/lib/events/categories'
import { viewFeedPath } from '@/lib/events/views'
import { eventMonthAt } from '@/lib/events/whats-on'

/** A filter's title and description, or nothing for a filter no event has (the page 404s). */
export async function filterMetadata(slug: string): Promise<Metadata> {
  const filter = await eventFilterAt(slug)
  if (!filter) return {}
  return {
    title: `Showcase: ${filter.heading}`,
    description: `${filter.heading} across Middlesbrough and Redcar & Cleveland: on now, coming up and recently.`,
    alternates: {
      ...pageAlternates(filterPath(filter.slug)),
      types: {
        ...pageAlternates(filterPath(filter.slug)).types,
        'text/calendar': [
          { url: viewFeedPath({ filters: [filter.slug], range: null }), title: filter.heading },
        ],
      },
    },
  }
}

/**
 * The page of one filter, prerendered from the cached listing and entries. proxy.ts has
 * answered a filter no event has with a 404 already; this is the same check when it could not.
 */
export async function FilterPage({ slug }: { slug: string }) {
  const filter = await eventFilterAt(slug)
  if (!filter) notFound()
  const listing = await getEventListing()
  const [past, filters, categories, month] = await Promise.all([
    getLatestPastEvents({ filter: filter.slug }, listing.asOf),
    getEventFilters(),
    getEventCategories(),
    eventMonthAt(monthOf(listing.asOf)),
  ])
  const coming = [...listing.current, ...listing.upcoming].filter((e) => hasFilter(e, slug))
  return (
    <FilteredEvents
      filter={filter}
      filters={filters}
      categories={categories}
      coming={coming}
      past={past}
      thisYear={listing.thisYear}
      thisMonth={month && { kind: 'month', month }}
    />
  )
}
