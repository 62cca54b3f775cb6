import Link from 'next/link'
import type { Metadata } from 'next'
import { monthOf } from '@/lib/events/by-date'
import { getEventCategories } from '@/lib/events/categories'
import { getEventFilters } from '@/lib/events/queries'
import { viewDays, viewListing } from '@/lib/events/view-queries'
import {
  viewFeedPath,
  viewHeading,
  viewPath,
  type DateRange,
  type EventView,
} from '@/lib/events/views'
import { eventMonthAt } from '@/lib/events/whats-on'
import { formatDate } from '@/lib/site/dates.mjs'
import { pageAlternates } from '@/lib/site/metadata'
import { DayList } from './day-list'
import { EventGrid } from './event-grid'
import { SubscribeLinks } from './subscribe-links'
import { ViewFilters } from './view-filters'

/** A combined view's title and description, and its feed in <head>. */
export function viewMetadata(view: EventView): Metadata {
  const heading = viewHeading(view)
  return {
    title: heading,
    description: `${heading} across Middlesbrough and Redcar & Cleveland, with a calendar to subscribe to.`,
    alternates: {
      ...pageAlternates(viewPath(view)),
      types: {
        ...pageAlternates(viewPath(view)).types,
        'text/calendar': [{ url: viewFeedPath(view), title: heading }],
      },
    },
  }
}

/**
 * A combination of filters, with or without dates and a category (/events/filter/…,
 * /events/category/{slug}/…): the events that match every filter and the category, as the single filter's page lists them (on now and coming up, then recently)
 * or, with dates, day by day. proxy.ts has answered an unknown filter or month with a 404, and
 * another spelling of the same view with a 308 to this one (lib/gate/gate.ts decideEventView).
 */
export async function ViewPage({ view }: { view: EventView }) {
  const [filters, categories] = await Promise.all([getEventFilters(), getEventCategories()])
  const links = { filters, categories }
  const heading = viewHeading(view)
  return (
    <div className="page">
      <h1>{heading}</h1>
      <p className="lede">
        Events that match every filter below. If you need something not listed, ask the organisers
        before you go.
      </p>
      <p>
        <Link href="/events">See all events</Link>
      </p>
      {view.range ? (
        <RangeEvents view={view} links={links} />
      ) : (
        <ListedEvents view={view} links={links} />
      )}
      <SubscribeLinks feedPath={viewFeedPath(view)} />
    </div>
  )
}

/** What a view's filter links offer: every filter and every category some event has. */
interface Links {
  filters: Awaited<ReturnType<typeof getEventFilters>>
  categories: string[]
}

async function ListedEvents({ view, links }: { view: EventView; links: Links }) {
  const { coming, past, thisYear, asOf } = await viewListing(view)
  const thisMonth = await thisMonthRange(asOf)
  return (
    <>
      <ViewFilters view={view} {...links} thisMonth={thisMonth} />
      <EventGrid
        id="coming"
        title="On now and coming up"
        description="Soonest first."
        events={coming}
        emptyText="None of these are coming up at the moment. Check back soon, or take a filter off."
        thisYear={thisYear}
      />
      <EventGrid
        id="past"
        title="Recently"
        description="The latest that have finished."
        events={past}
        emptyText="None of these have finished yet."
        thisYear={thisYear}
      />
    </>
  )
}

async function RangeEvents({ view, links }: { view: EventView; links: Links }) {
  const { days, from, to, thisYear } = await viewDays(view)
  // The window ends at midnight: the last day it covers is the one before.
  const lastDay = to && new Date(Date.parse(to) - 1).toISOString()
  return (
    <>
      {from && lastDay ? (
        <p>
          From <time dateTime={from}>{formatDate(from, thisYear)}</time> to{' '}
          <time dateTime={lastDay}>{formatDate(lastDay, thisYear)}</time>.
        </p>
      ) : null}
      <ViewFilters view={view} {...links} thisMonth={from ? await thisMonthRange(from) : null} />
      <DayList
        days={days}
        thisYear={thisYear}
        emptyText="Nothing that matches is on then yet. Check back soon, or take a filter off."
      />
    </>
  )
}

/** This month as a range, when some event runs in it; judged at a moment the page was given. */
async function thisMonthRange(at: string): Promise<DateRange | null> {
  const month = await eventMonthAt(monthOf(at))
  return month && { kind: 'month', month }
}
