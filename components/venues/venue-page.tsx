import Link from 'next/link'
import { EventGrid } from '@/components/events/event-grid'
import { SubscribeLinks } from '@/components/events/subscribe-links'
import { BreadcrumbJsonLd, JsonLd } from '@/components/ui/json-ld'
import type { Event } from '@/lib/events/schema'
import { venuePath } from '@/lib/venues/display'
import type { Venue } from '@/lib/venues/schema'
import { venueJsonLd } from '@/lib/venues/structured-data'
import styles from './venue-page.module.css'
import { VenueAddress } from './venue-address'

/** A venue's own page: where it is, how to get in, and its events to come and past. */
export function VenuePage({
  venue,
  coming,
  past,
  thisYear,
}: {
  venue: Venue
  coming: Event[]
  past: Event[]
  thisYear: number
}) {
  return (
    <article className="page">
      <JsonLd data={venueJsonLd(venue)} />
      <BreadcrumbJsonLd
        section={{ name: 'Venues', path: '/venues' }}
        page={{ name: venue.name, path: venuePath(venue) }}
      />
      <p>
        <Link href="/venues">All venues</Link>
      </p>
      <h1>{venue.name}</h1>
      <div className={styles.layout}>
        <section aria-labelledby="where-heading" className={styles.block}>
          <h2 id="where-heading">Where it is</h2>
          <VenueAddress venue={venue} className={styles.address} />
          {venue.website && (
            <p>
              <a href={venue.website} rel="noopener noreferrer">
                The venue’s website<span className="visually-hidden">: {venue.name}</span>
              </a>
            </p>
          )}
        </section>
        <section aria-labelledby="access-heading" className={styles.block}>
          <h2 id="access-heading">Access</h2>
          {venue.accessInfo ? (
            <p className={styles.access}>{venue.accessInfo}</p>
          ) : (
            <p>
              The venue has not told us about its access yet. Each event’s page says what that event
              offers; <Link href="/contact">ask us</Link> if you need to know more.
            </p>
          )}
        </section>
      </div>
      <EventGrid
        id="coming"
        title="On now and coming up here"
        description="Soonest first."
        events={coming}
        emptyText="Nothing is coming up here at the moment. Check back soon."
        thisYear={thisYear}
      />
      <EventGrid
        id="past"
        title="Recently here"
        description="The latest events that have finished."
        events={past}
        emptyText="No events here have finished yet."
        thisYear={thisYear}
      />
      <SubscribeLinks feedPath={`${venuePath(venue)}/calendar.ics`} />
    </article>
  )
}
