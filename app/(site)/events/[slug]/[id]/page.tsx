import type { Metadata } from 'next'
import { LARGE_PICTURE, Picture } from '@/components/ui/picture'
import { notFound } from 'next/navigation'
import { HtmlContent } from '@/components/content/html-content'
import { EventGallery } from '@/components/events/event-gallery.client'
import { carouselImage, positionStyle } from '@/components/ui/carousel-image'
import {
  CategoryLinks,
  DocumentLinks,
  TicketsBlock,
  VenueBlock,
} from '@/components/events/event-details'
import { EventGrids, MoreEvents } from '@/components/events/event-grid'
import { EventStatusNotice } from '@/components/events/event-status'
import { EventFactsBlock } from '@/components/events/event-facts'
import { AddToCalendar } from '@/components/events/add-to-calendar'
import { WhenLine } from '@/components/events/when-line'
import { BreadcrumbJsonLd, JsonLd } from '@/components/ui/json-ld'
import styles from '@/components/events/event-page.module.css'
import { eventSchema, type Event } from '@/lib/events/schema'
import { goesAhead } from '@/lib/events/status'
import {
  EVENTS_COLLECTION,
  getEvent,
  getEventListing,
  getPreviousEvents,
} from '@/lib/events/queries'
import { EVENT_PAGE_GRID_SIZE } from '@/lib/events/pagination'
import { PreviewBar } from '@/components/content/preview-bar'
import { isPreview, isUnsavedId, readDraft } from '@/lib/content/drafts'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'
import { eventLeadImageUrl, eventMomentText } from '@/lib/events/display'
import { eventSummary } from '@/lib/events/display'
import { seriesJsonLd } from '@/lib/events/structured-data'
import { SeriesDates } from '@/components/events/series-dates'
import { comingOccurrences, seriesSpan } from '@/lib/events/occurrences'
import { seriesText } from '@/lib/events/recurrence'
import { getVenueById } from '@/lib/venues/queries'
import { venuePlace } from '@/lib/venues/structured-data'
import { endedOn, eventPhase, type EventPhase } from '@/lib/events/time-state'
import { EVENTS } from '@/lib/admin/collections/events/config'
import { eventStaticParams } from '@/lib/events/static-params'
import { pageDocument } from '@/lib/gate/gated-document'
import { eventPath } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/site/config'
import { BASE_OPEN_GRAPH, pageAlternates, pageTitle } from '@/lib/site/metadata'

interface Params {
  slug: string
  id: string
}

export async function generateStaticParams(): Promise<Params[]> {
  return eventStaticParams()
}

/** The event at this URL: the published one, or in an editor's preview the stored draft. */
function eventFor(params: Promise<Params>): Promise<Event | null> {
  return pageDocument('events', params, getEvent, (id) =>
    readDraft(EVENTS_COLLECTION, eventSchema, id),
  )
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const event = await eventFor(params)
  if (!event) return {}
  if (await isPreview()) return { title: `Preview: ${event.title}`, robots: { index: false } }
  const image = event.images[0]
  const description = eventSummary(event) || undefined
  return {
    title: pageTitle(event.title),
    description,
    alternates: pageAlternates(eventPath(event)),
    openGraph: {
      ...BASE_OPEN_GRAPH,
      type: 'website',
      title: event.title,
      description,
      url: eventPath(event),
      images: [
        {
          url: absoluteUrl(eventLeadImageUrl(event)),
          alt: image?.imageTitle || event.title,
        },
      ],
    },
    twitter: { card: 'summary_large_image' },
  }
}

/**
 * When it runs: 'Saturday 12th December, 10am to 12:30pm', or both moments in full when it
 * ends on another day.
 */
function EventTimes({ event, thisYear }: { event: Event; thisYear: number }) {
  const start = <time dateTime={event.dateStart}>{eventMomentText(event.dateStart, thisYear)}</time>
  if (!event.dateEnd) return start
  const sameDay = formatDate(event.dateEnd, thisYear) === formatDate(event.dateStart, thisYear)
  return (
    <>
      {start} to{' '}
      <time dateTime={event.dateEnd}>
        {sameDay ? formatTime(event.dateEnd) : eventMomentText(event.dateEnd, thisYear)}
      </time>
    </>
  )
}

/** A series' next date that goes ahead, as an event of its own. */
const nextDate = (event: Event, asOf: string) =>
  comingOccurrences([event], new Date(asOf)).find((d) => goesAhead(d.status))

/**
 * A series' times: 'Every Saturday from 14th March to 18th April, 10am to 12pm', and its next
 * date (moved ones and all), the dates in full below.
 */
function SeriesTimes({ event, asOf, thisYear }: { event: Event; asOf: string; thisYear: number }) {
  const next = nextDate(event, asOf)
  return (
    <>
      {seriesText({ ...event, recurrence: event.recurrence! }, thisYear)},{' '}
      {formatTime(event.dateStart)}
      {event.dateEnd && <> to {formatTime(event.dateEnd)}</>}
      {next && (
        <span className={styles.next}>
          Next: <time dateTime={next.dateStart}>{eventMomentText(next.dateStart, thisYear)}</time>
        </span>
      )}
    </>
  )
}

/** 'On now, until …', 'Ended …', or nothing for an event still to come. */
function EventStatus({
  event,
  phase,
  thisYear,
}: {
  event: Event
  phase: EventPhase
  thisYear: number
}) {
  if (phase === 'current') {
    return (
      <p className={styles.status} data-status="current">
        <strong>On now</strong>
        {event.dateEnd ? (
          <>
            , until <time dateTime={event.dateEnd}>{eventMomentText(event.dateEnd, thisYear)}</time>
          </>
        ) : (
          ', today only'
        )}
      </p>
    )
  }
  if (phase === 'expired') {
    const ended = endedOn(event)
    return (
      <p className={styles.status} data-status="expired">
        <strong>Ended</strong> <time dateTime={ended}>{formatDate(ended, thisYear)}</time>
      </p>
    )
  }
  return null
}

export default async function EventPage({ params }: { params: Promise<Params> }) {
  const event = await eventFor(params)
  // proxy.ts has answered a wrong slug (308) or an unknown id (404) already, from the same gate.
  if (!event) notFound()
  // Judge the event by the same moment as the grids, so the page never contradicts them.
  const [showcase, place] = await Promise.all([getEventListing(), getVenueById(event.venueId)])
  const previous = await getPreviousEvents(1, showcase.asOf)
  // A series is judged by its whole run: on from its first date until its last has ended.
  const span = seriesSpan(event)
  const phase = eventPhase(span ?? event, new Date(showcase.asOf))
  const { thisYear } = showcase
  // A few of each grid, and a link to the rest: the grids in full made each event page as
  // long as the whole programme.
  const others = (list: Event[]) => list.filter((e) => e.id !== event.id)
  const grids = {
    current: others(showcase.current),
    upcoming: others(showcase.upcoming),
    previous: others(previous.events),
  }
  const shown = (list: Event[]) => list.slice(0, EVENT_PAGE_GRID_SIZE)
  const images = event.images.map(carouselImage)
  const first = images[0]
  // Nothing to book or note in a calendar while it is off.
  const takesPlace = goesAhead(event.status)

  return (
    <article className="page">
      {(await isPreview()) ? (
        <PreviewBar
          editPath={`${EVENTS.basePath}/${encodeURIComponent(event.id)}`}
          unsaved={isUnsavedId((await params).id)}
        />
      ) : null}
      {seriesJsonLd(event, showcase.asOf, place ? venuePlace(place) : undefined).map((data) => (
        <JsonLd key={data.startDate as string} data={data} />
      ))}
      <BreadcrumbJsonLd
        section={{ name: 'Showcase', path: '/events' }}
        page={{ name: event.title, path: eventPath(event) }}
      />
      <h1>{event.title}</h1>
      <EventStatusNotice event={event} thisYear={thisYear} />
      <div className={styles.when}>
        <WhenLine status={event.status}>
          {event.recurrence ? (
            <SeriesTimes event={event} asOf={showcase.asOf} thisYear={thisYear} />
          ) : (
            <EventTimes event={event} thisYear={thisYear} />
          )}
        </WhenLine>
        {/* Between a series' dates 'on now' would mislead: its next date says it. */}
        {(!span || phase === 'expired') && (
          <EventStatus
            event={span ? { ...event, ...span } : event}
            phase={phase}
            thisYear={thisYear}
          />
        )}
        {/* A series' .ics is the whole series; its links say which dates Google and Outlook add. */}
        {phase !== 'expired' && takesPlace && (
          <AddToCalendar event={event} asOf={showcase.asOf} thisYear={thisYear} />
        )}
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          {images.length > 1 ? (
            <EventGallery images={images} eventTitle={event.title} />
          ) : (
            first && (
              <Picture
                className={styles.image}
                src={first.src}
                alt={first.alt || event.title}
                style={positionStyle(first.position)}
                {...LARGE_PICTURE}
                sizes="(max-width: 767px) 100vw, 66vw"
                largest
              />
            )
          )}
          <HtmlContent html={event.description} />
          {event.recurrence && (
            <SeriesDates event={event} asOf={showcase.asOf} thisYear={thisYear} />
          )}
        </div>
        <aside className={styles.aside} aria-label="Event details">
          <EventFactsBlock event={event} />
          <VenueBlock venue={event.venue} place={place} />
          <TicketsBlock
            ticket={event.ticket}
            eventTitle={event.title}
            ended={phase === 'expired' || !takesPlace}
            status={event.status}
          />
          <CategoryLinks categories={event.categories} />
          <DocumentLinks documents={event.documents} />
        </aside>
      </div>
      <EventGrids
        current={shown(grids.current)}
        upcoming={shown(grids.upcoming)}
        previous={shown(grids.previous)}
        thisYear={showcase.thisYear}
        below={{
          'on-now': grids.current.length > EVENT_PAGE_GRID_SIZE && (
            <MoreEvents grid="on-now">See all {grids.current.length} events on now</MoreEvents>
          ),
          current: grids.upcoming.length > EVENT_PAGE_GRID_SIZE && (
            <MoreEvents grid="current">See all {grids.upcoming.length} events coming up</MoreEvents>
          ),
          previous: previous.total > EVENT_PAGE_GRID_SIZE && (
            <MoreEvents grid="previous">See all {previous.total} past events</MoreEvents>
          ),
        }}
      />
    </article>
  )
}
