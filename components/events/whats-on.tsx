import Link from 'next/link'
import type { ReactNode } from 'react'
import {
  monthName,
  monthPath,
  NEXT_7_DAYS_PATH,
  THIS_WEEKEND_PATH,
  type Day,
  type Month,
} from '@/lib/events/by-date'
import type { Event } from '@/lib/events/schema'
import { eventMonthAt, getDateView, type DateView } from '@/lib/events/whats-on'
import { getEventFilters } from '@/lib/events/queries'
import { getEventCategories } from '@/lib/events/categories'
import { viewFeedPath, type EventView } from '@/lib/events/views'
import { formatDate } from '@/lib/site/dates.mjs'
import { DayList } from './day-list'
import { MonthDays } from './month-days'
import { SubscribeLinks } from './subscribe-links'
import { ViewFilters } from './view-filters'
import { WhatsOnNav } from './whats-on-nav'
import styles from './whats-on.module.css'

/** The page of a date view: its days, and a link to this month's page when it has events. */
export async function DateViewPage({ view }: { view: DateView }) {
  const [days, filters, categories] = await Promise.all([
    getDateView(view),
    getEventFilters(),
    getEventCategories(),
  ])
  const thisMonth = await eventMonthAt(days.thisMonth)
  const shown: EventView = { filters: [], range: { kind: view } }
  return (
    <DateViewEvents
      view={view}
      {...days}
      thisMonth={thisMonth && monthPath(thisMonth)}
      filters={<ViewFilters view={shown} filters={filters} categories={categories} />}
      subscribe={<SubscribeLinks feedPath={viewFeedPath(shown)} />}
    />
  )
}

/** A view's filter links and its feed, in the date pages (slots, so the pages stay plain). */
interface ViewSlots {
  filters?: ReactNode
  subscribe?: ReactNode
}

/**
 * A month's page (/events/month/{yyyy}/{mm}): its days with events, and links to the months
 * with events either side, so a crawler can walk every month from any of them.
 */
export function MonthEvents({
  month,
  days,
  previous,
  next,
  filters,
  subscribe,
}: ViewSlots & {
  month: Month
  days: Day<Event>[]
  previous: Month | null
  next: Month | null
}) {
  return (
    <div className="page">
      <h1>What’s on in {monthName(month)}</h1>
      <p className="lede">
        Every event, day by day: pick a day to go straight to it. What runs for a week or more is
        listed once, before the days.
      </p>
      <WhatsOnNav thisMonth={null} />
      {filters}
      <MonthLinks previous={previous} next={next} />
      <MonthDays month={month} days={days} />
      {subscribe}
      <MonthLinks previous={previous} next={next} />
      <p>
        <Link href="/events">Back to the showcase</Link>
      </p>
    </div>
  )
}

function MonthLinks({ previous, next }: { previous: Month | null; next: Month | null }) {
  if (!previous && !next) return null
  return (
    <nav aria-label="Months with events" className={styles.months}>
      {previous && (
        <Link href={monthPath(previous)} rel="prev" prefetch={false}>
          <span aria-hidden="true">← </span>
          {monthName(previous)}
        </Link>
      )}
      {next && (
        <Link href={monthPath(next)} rel="next" className={styles.next} prefetch={false}>
          {monthName(next)}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  )
}

const VIEWS = {
  'this-weekend': {
    title: 'This weekend',
    path: THIS_WEEKEND_PATH,
    rule: 'Saturday and Sunday. On a Saturday or a Sunday, what is still to come until the end of Sunday.',
  },
  'next-7-days': {
    title: 'Next 7 days',
    path: NEXT_7_DAYS_PATH,
    rule: 'Today and the six days after it, from now on.',
  },
}

/** This weekend or the next 7 days: the window's days with events, and what it covers. */
export function DateViewEvents({
  view,
  days,
  from,
  to,
  thisYear,
  thisMonth,
  filters,
  subscribe,
}: ViewSlots & {
  view: keyof typeof VIEWS
  days: Day<Event>[]
  from: string
  to: string
  thisYear: number
  thisMonth: string | null
}) {
  const { title, path, rule } = VIEWS[view]
  // The window ends at midnight: the last day it covers is the one before.
  const lastDay = new Date(Date.parse(to) - 1).toISOString()
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="lede">{rule}</p>
      <p>
        From <time dateTime={from}>{formatDate(from, thisYear)}</time> to{' '}
        <time dateTime={lastDay}>{formatDate(lastDay, thisYear)}</time>.
      </p>
      <WhatsOnNav thisMonth={thisMonth} current={path} />
      {filters}
      <DayList
        days={days}
        thisYear={thisYear}
        emptyText="Nothing is on then yet. Check back soon, or see everything coming up on the showcase."
      />
      {subscribe}
      <p>
        <Link href="/events">Back to the showcase</Link>
      </p>
    </div>
  )
}
