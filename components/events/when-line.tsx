import type { ReactNode } from 'react'
import { goesAhead, type EventStatus } from '@/lib/events/status'
import styles from './event-page.module.css'

/**
 * The line under an event's title saying when it runs: in bold while it goes ahead. A
 * cancelled or postponed event's date is no longer when it runs, so it is said as what was
 * planned, in plain weight, below the notice that says what changed.
 */
export function WhenLine({ status, children }: { status: EventStatus; children: ReactNode }) {
  if (goesAhead(status)) return <p className={styles.start}>{children}</p>
  return (
    <p className={styles.planned} data-planned>
      Was planned: {children}
    </p>
  )
}
