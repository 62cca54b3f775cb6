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

/** A filter's title and description, or nothing for a filter no event has (the page 404s). */
export async function filterMetadata(slug: string): Promise<Metadata> {
  const filter = await eventFilterAt(slug)
  if (!filter) return {}
  return {
    title: `Showcase: ${filter.heading}`,
    description: `${filter.heading} across Middlesbrough and Redcar & Cleveland: on now, coming up and recently.`,
    alternates: pageAlternates(filterPath(filter.slug)),
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
  const [past, filters] = await Promise.all([
    getLatestPastEvents({ filter: filter.slug }, listing.asOf),
    getEventFilters(),
  ])
  const coming = [...listing.current, ...listing.upcoming].filter((e) => hasFilter(e, slug))
  return (
    <FilteredEvents
      filter={filter}
      filters={filters}
      coming={coming}
      past={past}
      thisYear={listing.thisYear}
    />
  )
}
