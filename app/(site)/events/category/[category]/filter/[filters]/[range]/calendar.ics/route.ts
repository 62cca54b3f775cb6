import {
  feedResponse,
  categoryViewAt,
  sampleCategory,
  sampleViewFilters,
} from '@/lib/events/view-queries'
import { CALENDAR_FILE, viewFeedPath } from '@/lib/events/views'

interface Params {
  category: string
  filters: string
  range: string
}

export async function generateStaticParams(): Promise<Params[]> {
  return [
    { category: await sampleCategory(), filters: await sampleViewFilters(), range: 'this-weekend' },
  ]
}

/** The calendar feed of that category view (lib/events/views.ts): its URL + /calendar.ics. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { category, filters, range } = await params
  const view = await categoryViewAt(category, ['filter', filters, range, CALENDAR_FILE])
  return feedResponse(view && { kind: 'view', view }, view ? viewFeedPath(view) : '')
}
