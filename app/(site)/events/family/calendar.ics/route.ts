import { feedResponse } from '@/lib/events/view-queries'
import { eventFilterAt } from '@/lib/events/queries'
import { viewFeedPath } from '@/lib/events/views'

const VIEW = { filters: ['family'], range: null }

/** The calendar feed of /events/family: what is on now or to come, as the page lists it. */
export async function GET() {
  const known = await eventFilterAt('family')
  return feedResponse(known && { kind: 'view', view: VIEW }, viewFeedPath(VIEW))
}
