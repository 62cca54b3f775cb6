import { feedResponse } from '@/lib/events/view-queries'
import { viewFeedPath, type EventView } from '@/lib/events/views'

const VIEW: EventView = { filters: [], range: { kind: 'this-weekend' } }

/** The calendar feed of /events/this-weekend: what its page lists, a series running then whole. */
export async function GET() {
  return feedResponse({ kind: 'view', view: VIEW }, viewFeedPath(VIEW))
}
