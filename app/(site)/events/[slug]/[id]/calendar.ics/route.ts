import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS, CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { gatedDocument } from '@/lib/gate/gated-document'
import { getEvent } from '@/lib/events/queries'
import { calendarFileName, eventCalendar } from '@/lib/events/calendar'
import { eventStaticParams } from '@/lib/events/static-params'

interface Params {
  slug: string
  id: string
}

/** Prerendered and regenerated like the event's page, so it is there while Firestore is not. */
export async function generateStaticParams(): Promise<Params[]> {
  return eventStaticParams()
}

/**
 * The file, cached with the events. DTSTAMP is the event's last change: the `ics` package
 * reads the clock for its defaults, which outside a cache scope would render on every request.
 */
async function calendarFile(params: Params): Promise<{ name: string; text: string } | null> {
  'use cache'
  cacheTag(CACHE_TAGS.events)
  cacheLife(CONTENT_CACHE_PROFILE)
  const event = await gatedDocument('events', Promise.resolve(params), getEvent)
  if (!event) return null
  return { name: calendarFileName(event), text: eventCalendar(event, new Date(event.updatedAt)) }
}

/**
 * 'Add to calendar': the event as an iCalendar file, times in UTC. proxy.ts has answered a
 * wrong slug (308) or an unknown id before this runs, from the same gate.
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const file = await calendarFile(await params)
  if (!file) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return new Response(file.text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'public, max-age=60',
    },
  })
}
