import { getEvent } from '@/lib/events/queries'
import { calendarFileName, eventCalendar } from '@/lib/events/calendar'
import { gatedDocument } from '@/lib/content/slug-index'

interface Params {
  slug: string
  id: string
}

/**
 * 'Add to calendar': the event as an iCalendar file, times in UTC. proxy.ts has answered a
 * wrong slug (308) or an unknown id before this runs, from the same gate.
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const event = await gatedDocument('events', params, getEvent)
  if (!event) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const body = eventCalendar(event, new Date())
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendarFileName(event)}"`,
      'Cache-Control': 'public, max-age=60',
    },
  })
}
