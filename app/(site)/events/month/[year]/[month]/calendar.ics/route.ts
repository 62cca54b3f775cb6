import { feedResponse } from '@/lib/events/view-queries'
import { monthKey, parseMonth } from '@/lib/events/by-date'
import { viewFeedPath } from '@/lib/events/views'
import { eventMonthAt, getEventMonths } from '@/lib/events/whats-on'

interface Params {
  year: string
  month: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const months = await getEventMonths()
  // Next needs one entry at least; a month without events is a 404 like any other.
  if (!months.length) return [{ year: '2000', month: '01' }]
  return months.map((m) => {
    const [year = '', month = ''] = monthKey(m).split('/')
    return { year, month }
  })
}

/** The calendar feed of a month's events, a series running in it whole. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { year, month } = await params
  const found = await eventMonthAt(parseMonth(year, month))
  const view = found && { filters: [], range: { kind: 'month' as const, month: found } }
  return feedResponse(view && { kind: 'view', view }, view ? viewFeedPath(view) : '')
}
