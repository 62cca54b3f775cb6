import { ContentCard } from '@/components/content/content-card'
import type { Event } from '@/lib/events/schema'
import { formatDate } from '@/lib/site/dates.mjs'
import { eventLeadImageUrl, leadImagePosition } from '@/lib/events/display'
import { occurrencePath } from '@/lib/events/occurrences'
import { EventStatusBadge } from './event-status'
import { EventFactBadges } from './event-facts'

/** An event in a grid: its image (or the default), title, dates and venue. */
export function EventCard({
  event,
  thisYear,
  headingLevel = 3,
}: {
  event: Event
  /** London's year now: other years are shown. */
  thisYear: number
  headingLevel?: 2 | 3
}) {
  const start = formatDate(event.dateStart, thisYear)
  const end = event.dateEnd === null ? null : formatDate(event.dateEnd, thisYear)
  return (
    <ContentCard
      href={occurrencePath(event)}
      title={event.title}
      imageUrl={eventLeadImageUrl(event)}
      imagePosition={leadImagePosition(event)}
      themeColour={event.themeColour}
      headingLevel={headingLevel}
      data-event-id={event.id}
      {...(event.occurrence ? { 'data-occurrence': event.occurrence.date } : {})}
    >
      <EventStatusBadge event={event} />
      <p className="card__meta">
        <time dateTime={event.dateStart}>{start}</time>
        {end !== null && end !== start && (
          <>
            {' – '}
            <time dateTime={event.dateEnd ?? undefined}>{end}</time>
          </>
        )}
      </p>
      {event.venue.venueName && <p className="card__meta">{event.venue.venueName}</p>}
      <EventFactBadges event={event} />
    </ContentCard>
  )
}
