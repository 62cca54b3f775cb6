import { mapsAppUrls, openStreetMapUrl } from '@/lib/venues/display'
import type { Venue } from '@/lib/venues/schema'

/**
 * A venue's address, postcode and links to the place on a map: OpenStreetMap, and, when its
 * position is known, the phone's own maps app (no embedded map: nothing loads from elsewhere).
 */
export function VenueAddress({ venue, className }: { venue: Venue; className?: string }) {
  const apps = mapsAppUrls(venue)
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
      {apps && (
        <p>
          <a href={apps.geo}>
            Open in your maps app<span className="visually-hidden">: {venue.name}</span>
          </a>{' '}
          (Android) or{' '}
          <a href={apps.apple} rel="noopener noreferrer">
            Apple Maps<span className="visually-hidden">: {venue.name}</span>
          </a>
        </p>
      )}
    </>
  )
}
