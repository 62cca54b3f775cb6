import { feedResponse } from '@/lib/events/view-queries'
import { eventFilterAt } from '@/lib/events/queries'
import { viewFeedPath } from '@/lib/events/views'

const VIEW = { filters: ['free'], range: null }

/** The calendar feed of /events/free: what is on now or to come, as the page lists it. */
export async function GET() {
  const known = await eventFilterAt('free')
  return feedResponse(known && { kind: 'view', view: VIEW }, viewFeedPath(VIEW))
}
