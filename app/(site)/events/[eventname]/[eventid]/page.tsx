import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound, permanentRedirect } from 'next/navigation'
import { HtmlContent } from '@/components/content/html-content'
import { getEvent, getPublishedEvents } from '@/lib/data/showcase'
import { formatDayMonth, formatTime } from '@/lib/dates'
import { decodeSegment, eventPath } from '@/lib/routes'

interface Params {
  eventname: string
  eventid: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const events = await getPublishedEvents()
  // Next needs at least one entry; an unknown id simply renders the 404.
  if (!events.length) return [{ eventname: 'none', eventid: 'none' }]
  return events.map((e) => ({ eventname: e.titleSlug, eventid: e.id }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { eventid } = await params
  const event = await getEvent(decodeSegment(eventid) ?? '')
  if (!event) return {}
  return {
    title: event.title,
    description: event.shortDescription || undefined,
    alternates: { canonical: eventPath(event) },
  }
}

export default async function EventPage({ params }: { params: Promise<Params> }) {
  const { eventname, eventid } = await params
  const event = await getEvent(decodeSegment(eventid) ?? '')
  if (!event) notFound()
  if (eventname !== event.titleSlug) permanentRedirect(eventPath(event))
  const image = event.images[0]
  return (
    <article className="page">
      <h1>{event.title}</h1>
      <p>
        <time dateTime={event.dateStart}>
          {formatDayMonth(event.dateStart)}, {formatTime(event.dateStart)}
        </time>
      </p>
      {image && (
        <Image src={image.imageURL} alt={image.imageTitle} width={1200} height={800} priority />
      )}
      <HtmlContent html={event.description} />
    </article>
  )
}
