import { getEvent } from '@/lib/events/queries'
import { calendarFileName, calendarPath, eventCalendar } from '@/lib/events/calendar'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  slug: string
  id: string
}

/** 'Add to calendar': the event as an iCalendar file, times in UTC. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { slug, id: idParam } = await params
  const id = decodeSegment(idParam)
  const event = id ? await getEvent(id) : null
  if (!event) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  if (decodeSegment(slug) !== event.titleSlug) {
    return new Response(null, { status: 308, headers: { Location: calendarPath(event) } })
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
