import { eventMomentText } from '@/lib/events/display'
import { eventStatusLabel } from '@/lib/events/status'
import type { Event } from '@/lib/events/schema'

/** On a card: the word for an event that does not go ahead as announced. */
export function EventStatusBadge({ event }: { event: Pick<Event, 'status'> }) {
  const label = eventStatusLabel(event.status)
  if (!label) return null
  return (
    <p className="status-badge" data-event-status={event.status}>
      {label}
    </p>
  )
}

/** At the top of an event's page: what changed, in a sentence a resident can act on. */
export function EventStatusNotice({
  event,
  thisYear,
}: {
  event: Pick<Event, 'status' | 'dateStart' | 'previousStart'>
  thisYear: number
}) {
  if (event.status === 'scheduled') return null
  return (
    <div className="status-notice" data-event-status={event.status}>
      {event.status === 'cancelled' ? (
        <p>
          <strong>This event is cancelled.</strong> It will not take place.
        </p>
      ) : event.status === 'postponed' ? (
        <p>
          <strong>This event is postponed.</strong> Its new date will be announced here.
        </p>
      ) : (
        <p>
          <strong>This event has moved</strong> to{' '}
          <time dateTime={event.dateStart}>{eventMomentText(event.dateStart, thisYear)}</time>
          {event.previousStart ? (
            <>
              . It was to take place on{' '}
              <time dateTime={event.previousStart}>
                {eventMomentText(event.previousStart, thisYear)}
              </time>
            </>
          ) : null}
          .
        </p>
      )}
    </div>
  )
}
