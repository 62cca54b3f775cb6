import { feedResponse, eventViewAt, sampleViewFilters } from '@/lib/events/view-queries'
import { viewFeedPath } from '@/lib/events/views'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  filters: string
}

export async function generateStaticParams(): Promise<Params[]> {
  return [{ filters: await sampleViewFilters() }]
}

/** The calendar feed of several filters at once (lib/events/views.ts). */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const filters = decodeSegment((await params).filters)
  const view = filters === null ? null : await eventViewAt([filters, 'calendar.ics'])
  return feedResponse(view && { kind: 'view', view }, view ? viewFeedPath(view) : '')
}
