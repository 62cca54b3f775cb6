import type { Place, WithContext } from 'schema-dts'
import { absoluteUrl } from '@/lib/site/config'
import { venuePath } from './display'
import type { Venue } from './schema'

/** The address lines before the last as the street, the last as the town. */
function postalAddress(venue: Venue) {
  const lines = venue.address
    .split(/\n|,/)
    .map((line) => line.trim())
    .filter(Boolean)
  const town = lines.length > 1 ? lines.pop() : undefined
  return {
    '@type': 'PostalAddress' as const,
    ...(lines.length ? { streetAddress: lines.join(', ') } : {}),
    ...(town ? { addressLocality: town } : {}),
    ...(venue.postcode ? { postalCode: venue.postcode } : {}),
    addressCountry: 'GB',
  }
}

/** schema.org `Place` for a venue, inside an event or on the venue's own page. */
export function venuePlace(venue: Venue): Place {
  return {
    '@type': 'Place',
    name: venue.name,
    url: absoluteUrl(venuePath(venue)),
    address: postalAddress(venue),
    ...(venue.latitude !== null && venue.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude } }
      : {}),
    ...(venue.accessInfo ? { description: venue.accessInfo } : {}),
  }
}

export function venueJsonLd(venue: Venue): WithContext<Place> {
  return { '@context': 'https://schema.org', ...(venuePlace(venue) as Exclude<Place, string>) }
}
