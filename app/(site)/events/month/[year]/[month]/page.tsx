import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MonthEvents } from '@/components/events/whats-on'
import { monthKey, monthName, monthPath, neighbourMonths, parseMonth } from '@/lib/events/by-date'
import { eventMonthAt, getEventMonths, getMonthDays } from '@/lib/events/whats-on'
import { pageAlternates } from '@/lib/site/metadata'
import { SubscribeLinks } from '@/components/events/subscribe-links'
import { ViewFilters } from '@/components/events/view-filters'
import { getEventFilters } from '@/lib/events/queries'
import { getEventCategories } from '@/lib/events/categories'
import { viewFeedPath, type EventView } from '@/lib/events/views'

interface Params {
  year: string
  month: string
}

/* /events/month/{yyyy}/{mm}: every month in which an event runs is prerendered; proxy.ts has
 * answered 404 for any other (lib/gate/gate.ts decideEventMonth), and the page does too when
 * the gate could not judge. */

export async function generateStaticParams(): Promise<Params[]> {
  const months = await getEventMonths()
  // Next needs one entry at least; a month without events is a 404 like any other.
  if (!months.length) return [{ year: '2000', month: '01' }]
  return months.map((m) => {
    const [year = '', month = ''] = monthKey(m).split('/')
    return { year, month }
  })
}

async function monthAt(params: Promise<Params>) {
  const { year, month } = await params
  return eventMonthAt(parseMonth(year, month))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const month = await monthAt(params)
  if (!month) return {}
  return {
    title: `What’s on in ${monthName(month)}`,
    description: `Every event in ${monthName(month)} across Middlesbrough and Redcar & Cleveland, day by day.`,
    alternates: pageAlternates(monthPath(month)),
  }
}

export default async function EventMonthPage({ params }: { params: Promise<Params> }) {
  const month = await monthAt(params)
  if (!month) notFound()
  const [days, months, filters, categories] = await Promise.all([
    getMonthDays(month),
    getEventMonths(),
    getEventFilters(),
    getEventCategories(),
  ])
  const { previous, next } = neighbourMonths(months, month)
  const view: EventView = { filters: [], range: { kind: 'month', month } }
  return (
    <MonthEvents
      month={month}
      days={days}
      previous={previous}
      next={next}
      filters={<ViewFilters view={view} filters={filters} categories={categories} />}
      subscribe={<SubscribeLinks feedPath={viewFeedPath(view)} />}
    />
  )
}
