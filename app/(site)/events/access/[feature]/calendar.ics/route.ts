import { feedResponse } from '@/lib/events/view-queries'
import { eventFilterAt, getEventFilters } from '@/lib/events/queries'
import { FAMILY_FILTER, FREE_FILTER } from '@/lib/events/facts'
import { viewFeedPath } from '@/lib/events/views'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  feature: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const features = (await getEventFilters()).filter(
    (f) => f.slug !== FREE_FILTER && f.slug !== FAMILY_FILTER,
  )
  // Next needs one entry at least; with no event that has it, the feed is a 404.
  return features.length ? features.map((f) => ({ feature: f.slug })) : [{ feature: 'step-free' }]
}

/** The calendar feed of /events/access/{feature}. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const feature = decodeSegment((await params).feature) ?? ''
  const audience = feature === FREE_FILTER || feature === FAMILY_FILTER
  const known = !audience && (await eventFilterAt(feature))
  const view = { filters: [feature], range: null }
  return feedResponse(known ? { kind: 'view', view } : null, viewFeedPath(view))
}
