import { openStreetMapUrl } from '@/lib/venues/display'
import type { Venue } from '@/lib/venues/schema'

/** A venue's address, postcode and a link to the place on OpenStreetMap (no embedded map). */
export function VenueAddress({ venue, className }: { venue: Venue; className?: string }) {
  return (
    <>
      {(venue.address || venue.postcode) && (
        <address className={className}>
          {venue.address}
          {venue.postcode ? (
            <>
              {venue.address ? <br /> : null}
              {venue.postcode}
            </>
          ) : null}
        </address>
      )}
      <p>
        <a href={openStreetMapUrl(venue)} rel="noopener noreferrer">
          See it on OpenStreetMap<span className="visually-hidden">: {venue.name}</span>
        </a>
      </p>
    </>
  )
}
