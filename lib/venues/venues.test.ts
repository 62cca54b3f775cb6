import { venueSchema } from './schema'
import { addressLine, mapsAppUrls, openStreetMapUrl } from './display'
import { venueJsonLd } from './structured-data'

const venue = (fields: Record<string, unknown> = {}) => ({
  ...venueSchema.parse({
    name: 'Kirkleatham Museum',
    slug: 'Kirkleatham Museum',
    address: 'Kirkleatham Lane\nRedcar',
    postcode: 'ts105nw',
    accessInfo: 'Lift to the first floor.',
    latitude: 54.58377,
    longitude: -1.08383,
    ...fields,
  }),
  id: 'v1',
  updatedAt: '2026-11-01T00:00:00.000Z',
})

describe('a venue', () => {
  it('is read with a clean slug and the postcode as Royal Mail writes it', () => {
    expect(venue()).toMatchObject({ slug: 'kirkleatham-museum', postcode: 'TS10 5NW' })
    expect(addressLine(venue())).toBe('Kirkleatham Lane, Redcar TS10 5NW')
  })

  it('refuses a postcode that is not one, and drops half a map position', () => {
    expect(venueSchema.safeParse({ name: 'X', slug: 'x', postcode: 'nowhere' }).success).toBe(false)
    expect(venue({ longitude: null })).toMatchObject({ latitude: null, longitude: null })
  })

  it('links to OpenStreetMap by its pin, or by a search for its address', () => {
    expect(openStreetMapUrl(venue())).toBe(
      'https://www.openstreetmap.org/?mlat=54.58377&mlon=-1.08383#map=17/54.58377/-1.08383',
    )
    expect(openStreetMapUrl(venue({ latitude: null }))).toBe(
      'https://www.openstreetmap.org/search?query=Kirkleatham%20Lane%2C%20Redcar%20TS10%205NW',
    )
  })

  it('hands its pin and name to a phone’s maps app, only when its position is known', () => {
    expect(mapsAppUrls(venue({ name: 'Kirkleatham (Old Hall) & Museum' }))).toEqual({
      geo: 'geo:54.58377,-1.08383?q=54.58377,-1.08383(Kirkleatham%20Old%20Hall%20%26%20Museum)',
      apple:
        'https://maps.apple.com/?q=Kirkleatham%20(Old%20Hall)%20%26%20Museum&ll=54.58377,-1.08383',
    })
    expect(mapsAppUrls(venue({ latitude: null }))).toBeNull()
  })

  it('is a schema.org Place with its PostalAddress, and geo only when known', () => {
    expect(venueJsonLd(venue())).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Kirkleatham Museum',
      url: 'http://localhost:3000/venues/kirkleatham-museum',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kirkleatham Lane',
        addressLocality: 'Redcar',
        postalCode: 'TS10 5NW',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 54.58377, longitude: -1.08383 },
    })
    expect(venueJsonLd(venue({ latitude: null }))).not.toHaveProperty('geo')
  })
})
