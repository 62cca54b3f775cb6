import type { Venue } from './schema'

/** /venues/{slug} */
export const venuePath = (venue: Pick<Venue, 'slug'>) => `/venues/${venue.slug}`

/** The address on one line, postcode last: "1 Albert Road, Middlesbrough TS1 2AA". */
export function addressLine(venue: Pick<Venue, 'address' | 'postcode'>): string {
  const street = venue.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')
  return [street, venue.postcode].filter(Boolean).join(' ')
}

/**
 * Where to see the place on OpenStreetMap: a pin at its coordinates when known, else a search
 * for its address. A link, not an embedded map: the page loads nothing from other sites.
 */
export function openStreetMapUrl(
  venue: Pick<Venue, 'latitude' | 'longitude' | 'address' | 'postcode' | 'name'>,
): string {
  if (venue.latitude !== null && venue.longitude !== null) {
    const [lat, lon] = [venue.latitude.toFixed(5), venue.longitude.toFixed(5)]
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
  }
  const query = addressLine(venue) || venue.name
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
}
