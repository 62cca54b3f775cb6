import Link from 'next/link'
import { monthName, type Day, type Month } from '@/lib/events/by-date'
import { splitLongRunning } from '@/lib/events/long-running'
import { occurrenceKey, occurrencePath } from '@/lib/events/occurrences'
import type { Event } from '@/lib/events/schema'
import { eventStatusLabel } from '@/lib/events/status'
import { formatDate } from '@/lib/site/dates.mjs'
import { DayList } from './day-list'
import styles from './month-days.module.css'

export const RUNNING_ID = 'running'

const count = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`

/** 'Sat 14' for '2026-11-14': the day as the strip shows it. */
function shortDay(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`)
  const weekday = noon.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  return `${weekday} ${noon.getUTCDate()}`
}

/**
 * A month's events: a strip of its days (each with its count) linking to the day's heading,
 * each link named in one phrase ('Sat 14, 3 events': the two lines of a tile are blocks,
 * which a screen reader would otherwise read apart),
 * what runs through the month listed once, then each day with its own events. Plain links to
 * the headings' ids: a day is one tap away, with or without JavaScript.
 */
export function MonthDays({ month, days }: { month: Month; days: Day<Event>[] }) {
  const { running, days: own } = splitLongRunning(days)
  const name = monthName(month)
  const thisYear = month.year
  return (
    <>
      {(own.length > 0 || running.length > 0) && (
        <nav aria-label={`Days in ${name}`} className={styles.strip}>
          <ol>
            {running.length > 0 && (
              <li className={styles.runningLink}>
                <a
                  href={`#${RUNNING_ID}`}
                  aria-label={`Running this month, ${count(running.length)}`}
                >
                  <span className={styles.day}>Running this month</span>
                  <span className={styles.count}>{count(running.length)}</span>
                </a>
              </li>
            )}
            {own.map((day) => (
              <li key={day.date}>
                <a
                  href={`#day-${day.date}`}
                  aria-label={`${shortDay(day.date)}, ${count(day.events.length)}`}
                >
                  <span className={styles.day}>{shortDay(day.date)}</span>
                  <span className={styles.count}>{count(day.events.length)}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {running.length > 0 && (
        <section aria-labelledby={RUNNING_ID} className={styles.running}>
          <h2 id={RUNNING_ID}>Running through {name}</h2>
          <p>Open on many days this month, so listed here once rather than under each day.</p>
          <ul>
            {running.map((event) => {
              const status = eventStatusLabel(event.status)
              return (
                <li
                  key={occurrenceKey(event)}
                  data-event-id={event.id}
                  data-occurrence={event.occurrence?.date}
                >
                  <Link className={styles.title} href={occurrencePath(event)} prefetch={false}>
                    {event.title}
                  </Link>
                  {status && <span className="status-badge">{status}</span>}
                  <p className={styles.meta}>
                    <time dateTime={event.dateStart}>{formatDate(event.dateStart, thisYear)}</time>
                    {event.dateEnd && (
                      <>
                        {' '}
                        to{' '}
                        <time dateTime={event.dateEnd}>{formatDate(event.dateEnd, thisYear)}</time>
                      </>
                    )}
                    {event.venue.venueName && <>, {event.venue.venueName}</>}
                  </p>
                </li>
              )
            })}
          </ul>
        </section>
      )}
      <DayList
        days={own}
        thisYear={thisYear}
        emptyText={running.length ? 'Nothing else this month.' : 'No events this month.'}
      />
    </>
  )
}
