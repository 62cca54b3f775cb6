import { calendarPath } from '@/lib/events/calendar'
import {
  googleCalendarUrl,
  googleSeriesRule,
  outlookCalendarUrl,
} from '@/lib/events/calendar-links'
import { eventMomentText } from '@/lib/events/display'
import { comingOccurrences } from '@/lib/events/occurrences'
import type { Event } from '@/lib/events/schema'
import { goesAhead } from '@/lib/events/status'
import styles from './add-to-calendar.module.css'

/**
 * The event's .ics download, and links that open Google Calendar's and Outlook.com's own page
 * to add it (in this tab; their names say where they go). Plain links: no JavaScript.
 *
 * For a series the download holds every date. Google's link adds every date still to come when
 * its page can (googleSeriesRule), else the next one; Outlook's page takes one date only. Each
 * link says which it adds, and a line says how to get every date into Outlook.
 */
export function AddToCalendar({
  event,
  asOf,
  thisYear,
}: {
  event: Event
  asOf: string
  thisYear: number
}) {
  const about = <span className="visually-hidden">: {event.title}</span>
  const coming = event.recurrence
    ? comingOccurrences([event], new Date(asOf)).filter((date) => goesAhead(date.status))
    : []
  const next = coming[0]
  // A one-off, or a series with one date left: one date whichever link.
  const single = !event.recurrence || coming.length < 2
  const linked = event.recurrence ? next : event
  const rule = !single && next ? googleSeriesRule(event, next) : null

  return (
    <div className={styles.calendar}>
      <p className={styles.links}>
        <a className="button button--ghost" href={calendarPath(event)} download>
          {single ? 'Add to calendar' : 'Add all dates to calendar'}
          {about}
        </a>
        {linked && (
          <>
            <a
              className="button button--ghost"
              href={googleCalendarUrl(linked, rule)}
              rel="noopener noreferrer"
              data-calendar="google"
            >
              {single
                ? 'Add to Google Calendar'
                : rule
                  ? 'Add all dates to Google Calendar'
                  : 'Add the next date to Google Calendar'}
              {about}
            </a>
            <a
              className="button button--ghost"
              href={outlookCalendarUrl(linked)}
              rel="noopener noreferrer"
              data-calendar="outlook"
            >
              {single ? 'Add to Outlook' : 'Add the next date to Outlook'}
              {about}
            </a>
          </>
        )}
      </p>
      {!single && next && (
        <p className={styles.note}>
          {rule ? 'Outlook’s link adds' : 'Google’s and Outlook’s links add'} only the next date,{' '}
          <time dateTime={next.dateStart}>{eventMomentText(next.dateStart, thisYear)}</time>. To add
          every date, use “Add all dates to calendar”: it works with most calendar apps, Outlook
          included.
        </p>
      )}
    </div>
  )
}
