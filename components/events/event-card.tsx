import { ContentCard } from '@/components/content/content-card'
import type { Event } from '@/lib/events/schema'
import { formatDayMonth } from '@/lib/site/dates.mjs'
import { eventLeadImageUrl } from '@/lib/events/display'
import { eventPath } from '@/lib/site/routes'

/** An event in a grid: its image (or the default), title, dates and venue. */
export function EventCard({ event, headingLevel = 3 }: { event: Event; headingLevel?: 2 | 3 }) {
  const endsAnotherDay =
    event.dateEnd !== null && formatDayMonth(event.dateEnd) !== formatDayMonth(event.dateStart)
  return (
    <ContentCard
      href={eventPath(event)}
      title={event.title}
      imageUrl={eventLeadImageUrl(event)}
      themeColour={event.themeColour}
      headingLevel={headingLevel}
      data-event-id={event.id}
    >
      <p className="card__meta">
        <time dateTime={event.dateStart}>{formatDayMonth(event.dateStart)}</time>
        {endsAnotherDay && event.dateEnd && (
          <>
            {' – '}
            <time dateTime={event.dateEnd}>{formatDayMonth(event.dateEnd)}</time>
          </>
        )}
      </p>
      {event.venue.venueName && <p className="card__meta">{event.venue.venueName}</p>}
    </ContentCard>
  )
}
