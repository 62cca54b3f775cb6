import { calendarPath } from '@/lib/events/calendar'
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/events/calendar-links'
import type { Event } from '@/lib/events/schema'
import styles from './add-to-calendar.module.css'

/**
 * The event's .ics download, and links that open Google Calendar's and Outlook.com's own page
 * to add it (in this tab; their names say where they go). Plain links: no JavaScript.
 */
export function AddToCalendar({ event }: { event: Event }) {
  const about = <span className="visually-hidden">: {event.title}</span>
  return (
    <p className={styles.links}>
      <a className="button button--ghost" href={calendarPath(event)} download>
        Add to calendar{about}
      </a>
      <a
        className="button button--ghost"
        href={googleCalendarUrl(event)}
        rel="noopener noreferrer"
        data-calendar="google"
      >
        Add to Google Calendar{about}
      </a>
      <a
        className="button button--ghost"
        href={outlookCalendarUrl(event)}
        rel="noopener noreferrer"
        data-calendar="outlook"
      >
        Add to Outlook{about}
      </a>
    </p>
  )
}
