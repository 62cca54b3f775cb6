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
  year: string
  month: string
}

export async function generateStaticParams(): Promise<Params[]> {
  return [
    {
      category: await sampleCategory(),
      filters: await sampleViewFilters(),
      year: '2000',
      month: '01',
    },
  ]
}

/** The calendar feed of that category view (lib/events/views.ts): its URL + /calendar.ics. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { category, filters, year, month } = await params
  const view = await categoryViewAt(category, [
    'filter',
    filters,
    'month',
    year,
    month,
    CALENDAR_FILE,
  ])
  return feedResponse(view && { kind: 'view', view }, view ? viewFeedPath(view) : '')
}
