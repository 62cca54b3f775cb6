import type { Event } from '@/lib/events/schema'
import { occurrenceAnchor } from '@/lib/events/occurrences'
import { seriesSchedule, type Occurrence } from '@/lib/events/recurrence'
import { effectiveEnd } from '@/lib/events/time-state'
import { eventMomentText } from '@/lib/events/display'
import { formatDate, formatTime } from '@/lib/site/dates.mjs'
import styles from './series-dates.module.css'

const STATUS_WORDS: Record<Occurrence['status'], string | null> = {
  scheduled: null,
  moved: 'Moved',
  cancelled: 'Cancelled',
  skipped: 'No session',
}

/** A date's times: 'Saturday 14th March, 10am to 12pm'. */
function DateTimes({ occurrence, thisYear }: { occurrence: Occurrence; thisYear: number }) {
  const { start, end } = occurrence
  const sameDay = end !== null && formatDate(end, thisYear) === formatDate(start, thisYear)
  return (
    <>
      <time dateTime={start}>{eventMomentText(start, thisYear)}</time>
      {end !== null && (
        <>
          {' to '}
          <time dateTime={end}>{sameDay ? formatTime(end) : eventMomentText(end, thisYear)}</time>
        </>
      )}
    </>
  )
}

/**
 * The dates of a series on its page, each with an id the listings link to: past ones in a
 * quieter colour (and said to be past), moved, cancelled and skipped ones marked with their note.
 */
export function SeriesDates({
  event,
  asOf,
  thisYear,
}: {
  event: Event
  /** The listing's moment, by which past dates are judged. */
  asOf: string
  thisYear: number
}) {
  const now = Date.parse(asOf)
  const dates = seriesSchedule(event)
  return (
    <section className={styles.series} aria-labelledby="series-dates-heading">
      <h2 id="series-dates-heading" className={styles.heading}>
        Dates
      </h2>
      <ol className={styles.dates}>
        {dates.map((occurrence) => {
          const past = effectiveEnd({ dateStart: occurrence.start, dateEnd: occurrence.end })
          const isPast = past.getTime() <= now
          const word = STATUS_WORDS[occurrence.status]
          return (
            <li
              key={occurrence.date}
              id={occurrenceAnchor(occurrence.date)}
              className={isPast ? styles.past : undefined}
              data-occurrence={occurrence.date}
              data-status={occurrence.status}
              data-past={isPast ? 'true' : undefined}
            >
              {occurrence.status === 'moved' ? (
                <>
                  <s>
                    <time dateTime={occurrence.ruleStart}>
                      {eventMomentText(occurrence.ruleStart, thisYear)}
                    </time>
                  </s>{' '}
                  <strong>{word}</strong> to{' '}
                  <DateTimes occurrence={occurrence} thisYear={thisYear} />
                </>
              ) : (
                <>
                  {word && <strong>{word}: </strong>}
                  <DateTimes occurrence={occurrence} thisYear={thisYear} />
                </>
              )}
              {occurrence.note && <span className={styles.note}> ({occurrence.note})</span>}
              {isPast && <span className={styles.pastWord}> (past)</span>}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
