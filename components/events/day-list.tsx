import Link from 'next/link'
import type { Day } from '@/lib/events/by-date'
import { dayTimeText } from '@/lib/events/by-date'
import { eventStatusLabel } from '@/lib/events/status'
import type { Event } from '@/lib/events/schema'
import { formatDate } from '@/lib/site/dates.mjs'
import { occurrenceKey, occurrencePath } from '@/lib/events/occurrences'
import styles from './day-list.module.css'
import { EventFactBadges } from './event-facts'

/**
 * Days, each a heading with the events running on it: a list on every screen, so a phone
 * reads it top to bottom rather than squeezing a month's table. Plain links, no JavaScript.
 */
export function DayList({
  days,
  thisYear,
  emptyText,
}: {
  days: Day<Event>[]
  /** The year the dates are read in: other years are shown. */
  thisYear: number
  emptyText: string
}) {
  if (!days.length) return <p className="empty-state">{emptyText}</p>
  return (
    <ol className={styles.days}>
      {days.map((day) => (
        <li key={day.date} className={styles.day} data-day={day.date}>
          <h2 id={`day-${day.date}`} className={styles.heading}>
            <time dateTime={day.date}>{formatDate(day.start, thisYear)}</time>
          </h2>
          <ul className={styles.events} aria-labelledby={`day-${day.date}`}>
            {day.events.map((event) => {
              const status = eventStatusLabel(event.status)
              return (
                <li
                  key={occurrenceKey(event)}
                  className={styles.event}
                  data-event-id={event.id}
                  data-occurrence={event.occurrence?.date}
                >
                  <Link className={styles.title} href={occurrencePath(event)} prefetch={false}>
                    {event.title}
                  </Link>
                  {status && <span className="status-badge">{status}</span>}
                  <p className={styles.meta}>
                    {dayTimeText(event, day.date, thisYear)}
                    {event.venue.venueName && <>, {event.venue.venueName}</>}
                  </p>
                  <EventFactBadges event={event} />
                </li>
              )
            })}
          </ul>
        </li>
      ))}
    </ol>
  )
}
