import { feedResponse, eventViewAt, sampleViewFilters } from '@/lib/events/view-queries'
import { viewFeedPath } from '@/lib/events/views'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  filters: string
  year: string
  month: string
}

export async function generateStaticParams(): Promise<Params[]> {
  return [{ filters: await sampleViewFilters(), year: '2000', month: '01' }]
}

/** The calendar feed of filters within a month. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { filters, year, month } = await params
  const decoded = decodeSegment(filters)
  const view =
    decoded === null ? null : await eventViewAt([decoded, 'month', year, month, 'calendar.ics'])
  return feedResponse(view && { kind: 'view', view }, view ? viewFeedPath(view) : '')
}
