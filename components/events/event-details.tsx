import type { ReactNode } from 'react'
import Link from 'next/link'
import { HtmlContent } from '@/components/content/html-content'
import type { EventTicket, EventVenue, Event } from '@/lib/events/schema'
import { mailto } from '@/lib/site/config'
import styles from './event-details.module.css'
import { VenueAddress } from '@/components/venues/venue-address'
import { venuePath } from '@/lib/venues/display'
import type { Venue } from '@/lib/venues/schema'
import { eventsCategoryPath } from '@/lib/site/routes'
import type { EventStatus } from '@/lib/events/status'

/**
 * One block of an event's details: a section labelled by its heading; `marked` ones carry
 * their name in data-block, where the tests find them.
 */
function DetailsBlock({
  name,
  heading,
  marked = false,
  children,
}: {
  name: string
  heading: string
  marked?: boolean
  children: ReactNode
}) {
  return (
    <section
      className={styles.block}
      aria-labelledby={`${name}-heading`}
      data-block={marked ? name : undefined}
    >
      <h2 id={`${name}-heading`} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  )
}

/**
 * Where the event is: a venue from the list with its address, access and a link to its page;
 * else the event's own venue text: name, notes (access, parking), address and website.
 */
export function VenueBlock({ venue, place }: { venue: EventVenue; place?: Venue | null }) {
  if (place) return <ListedVenueBlock place={place} note={venue.venueInfo} />
  const { venueName, venueInfo, venueLocation, venueURL } = venue
  if (!venueName && !venueInfo && !venueLocation && !venueURL) return null
  return (
    <DetailsBlock name="venue" heading="Venue" marked>
      {venueName && <p className={styles.name}>{venueName}</p>}
      {venueLocation && <address className={styles.address}>{venueLocation}</address>}
      {venueInfo && <p className={styles.info}>{venueInfo}</p>}
      {venueURL && (
        <p>
          <a href={venueURL} rel="noopener noreferrer">
            Venue website<span className="visually-hidden">: {venueName || venueLocation}</span>
          </a>
        </p>
      )}
    </DetailsBlock>
  )
}

function AgeRestrictions({ text }: { text: string }) {
  if (!text.trim()) return null
  return (
    <p>
      <strong>Age restrictions:</strong> {text}
    </p>
  )
}

/**
 * How to get in. `needed` 'Yes': a tickets block (info, book link, age restrictions).
 * 'No': a reservation-style block saying no ticket is needed; blank (not said): the same block
 * with where to ask, promising nothing either way; both with any age restrictions.
 * Nothing for a cancelled event; a postponed one keeps what it says of tickets (they may hold
 * for the new date) but offers no booking and no "just come along".
 */
export function TicketsBlock({
  ticket,
  eventTitle,
  ended,
  status = 'scheduled',
}: {
  ticket: EventTicket
  eventTitle: string
  ended: boolean
  status?: EventStatus
}) {
  if (status === 'cancelled') return null
  if (status === 'postponed') {
    const said =
      ticket.needed === 'Yes' || ticket.ticketInfo.trim() || ticket.ageRestrictions.trim()
    if (!said) return null
    return (
      <DetailsBlock name="tickets" heading="Tickets" marked>
        {ticket.needed === 'Yes' && <p>You will need a ticket for this event.</p>}
        <HtmlContent html={ticket.ticketInfo} className={`prose ${styles.info}`} />
        <AgeRestrictions text={ticket.ageRestrictions} />
      </DetailsBlock>
    )
  }
  if (ticket.needed === 'Yes') {
    return (
      <DetailsBlock name="tickets" heading="Tickets" marked>
        <p>You need a ticket for this event.</p>
        <HtmlContent html={ticket.ticketInfo} className={`prose ${styles.info}`} />
        {ticket.ticketLink && !ended && (
          <p>
            <a className="button" href={ticket.ticketLink} rel="noopener noreferrer">
              Book tickets<span className="visually-hidden"> for {eventTitle}</span>
            </a>
          </p>
        )}
        <AgeRestrictions text={ticket.ageRestrictions} />
      </DetailsBlock>
    )
  }
  return (
    <DetailsBlock name="booking" heading="Booking" marked>
      {ticket.needed === 'No' ? (
        <p>No ticket needed: just come along.</p>
      ) : (
        // Not said: neither "book" nor "no need", only where to ask.
        <p>
          <a href={mailto(`Booking: ${eventTitle}`)}>Ask us whether you need to book</a> if you
          would like to check before you come.
        </p>
      )}
      <HtmlContent html={ticket.ticketInfo} className={`prose ${styles.info}`} />
      <AgeRestrictions text={ticket.ageRestrictions} />
    </DetailsBlock>
  )
}

/** An event's categories, each a link to the showcase filtered by it. */
export function CategoryLinks({ categories }: { categories: string[] }) {
  if (!categories.length) return null
  return (
    <DetailsBlock name="categories" heading="Categories">
      <ul className="pill-row tag-list">
        {categories.map((category) => (
          <li key={category}>
            <Link href={eventsCategoryPath(category)}>{category}</Link>
          </li>
        ))}
      </ul>
    </DetailsBlock>
  )
}

/** Files attached to the event (a programme, an access guide), as download links. */
export function DocumentLinks({ documents }: { documents: Event['documents'] }) {
  if (!documents.length) return null
  return (
    <DetailsBlock name="documents" heading="Documents">
      <ul>
        {documents.map((doc, i) => (
          <li key={`${doc.documentURL}-${i}`}>
            <a href={doc.documentURL} rel="noopener noreferrer">
              {doc.documentTitle || `Document ${i + 1}`}
            </a>
          </li>
        ))}
      </ul>
    </DetailsBlock>
  )
}

/** `note`: what the event itself says of the venue (typed before it was linked to the list). */
function ListedVenueBlock({ place, note }: { place: Venue; note: string }) {
  return (
    <DetailsBlock name="venue" heading="Venue" marked>
      <p className={styles.name}>
        <Link href={venuePath(place)}>{place.name}</Link>
      </p>
      <VenueAddress venue={place} className={styles.address} />
      {note && <p className={styles.info}>{note}</p>}
      {place.website && (
        <p>
          <a href={place.website} rel="noopener noreferrer">
            Venue website<span className="visually-hidden">: {place.name}</span>
          </a>
        </p>
      )}
      {place.accessInfo && (
        <>
          <h3 className={styles.subheading}>Getting in</h3>
          <p className={styles.info}>{place.accessInfo}</p>
        </>
      )}
    </DetailsBlock>
  )
}
