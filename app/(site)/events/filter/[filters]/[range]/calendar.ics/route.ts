import { feedResponse, eventViewAt, sampleViewFilters } from '@/lib/events/view-queries'
import { viewFeedPath } from '@/lib/events/views'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  filters: string
  range: string
}

export async function generateStaticParams(): Promise<Params[]> {
  return [{ filters: await sampleViewFilters(), range: 'this-weekend' }]
}

/** The calendar feed of filters within this weekend or the next 7 days. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { filters, range } = await params
  const segments = [decodeSegment(filters), decodeSegment(range), 'calendar.ics']
  const view = segments.includes(null) ? null : await eventViewAt(segments as string[])
  return feedResponse(view && { kind: 'view', view }, view ? viewFeedPath(view) : '')
}
