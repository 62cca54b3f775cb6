import Link from 'next/link'
import { addressLine, venuePath } from '@/lib/venues/display'
import type { Venue } from '@/lib/venues/schema'
import styles from './venue-page.module.css'

/** Every venue, A to Z, each with its address and how many events are coming up there. */
export function VenueList({ venues, coming }: { venues: Venue[]; coming: Map<string, number> }) {
  if (!venues.length) return <p className="empty-state">No venues are listed yet.</p>
  return (
    <ul className={styles.list}>
      {venues.map((venue) => {
        const count = coming.get(venue.id) ?? 0
        return (
          <li key={venue.id} className={styles.block}>
            <h2>
              <Link href={venuePath(venue)}>{venue.name}</Link>
            </h2>
            {addressLine(venue) && <p>{addressLine(venue)}</p>}
            <p className="muted">
              {count === 0
                ? 'Nothing coming up just now'
                : count === 1
                  ? '1 event on now or coming up'
                  : `${count} events on now or coming up`}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
