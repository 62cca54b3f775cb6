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

/**
 * Links a phone hands to its maps app, with a pin at the venue and its name, when its position
 * is known (else none: a search by address is the OpenStreetMap link's job). `geo:` opens
 * the maps app of Android (RFC 5870, with Android's `q=lat,lon(label)` for the pin's name);
 * an Apple Maps address opens Maps on an iPhone, and Apple's web map elsewhere. Links only:
 * nothing is requested from those sites until a resident follows one.
 */
export function mapsAppUrls(
  venue: Pick<Venue, 'latitude' | 'longitude' | 'name'>,
): { geo: string; apple: string } | null {
  if (venue.latitude === null || venue.longitude === null) return null
  const at = `${venue.latitude.toFixed(5)},${venue.longitude.toFixed(5)}`
  // A bracket would end the label of a geo: link early: the name's own become spaces.
  const label = encodeURIComponent(venue.name.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim())
  return {
    geo: `geo:${at}?q=${at}(${label})`,
    apple: `https://maps.apple.com/?q=${encodeURIComponent(venue.name)}&ll=${at}`,
  }
}
