import Image from 'next/image'
import Link from 'next/link'
import type { ShowcaseEvent } from '@/lib/content/showcase'
import { formatDayMonth } from '@/lib/dates'
import { DEFAULT_EVENT_IMAGE } from '@/lib/events/display'
import { eventPath, themeClass } from '@/lib/routes'

export { DEFAULT_EVENT_IMAGE }

/**
 * An event in a grid, in its themeColour (an unknown colour gets the default style). The
 * whole card links to its page, with no client JavaScript.
 */
export function EventCard({
  event,
  headingLevel = 3,
}: {
  event: ShowcaseEvent
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  const image = event.images[0]
  const endsAnotherDay =
    event.dateEnd !== null && formatDayMonth(event.dateEnd) !== formatDayMonth(event.dateStart)
  return (
    <article className={`card ${themeClass(event.themeColour)}`} data-event-id={event.id}>
      <Image
        className="card__image"
        src={image?.imageURL ?? DEFAULT_EVENT_IMAGE}
        alt=""
        width={600}
        height={400}
        sizes="(max-width: 767px) 100vw, 33vw"
      />
      <div className="card__body">
        <Heading className="card__title">
          <Link className="card__link" href={eventPath(event)}>
            {event.title}
          </Link>
        </Heading>
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
      </div>
    </article>
  )
}
