/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { venueSchema, type Venue } from '@/lib/venues/schema'
import { VenueAddress } from './venue-address'

const venue = (fields: Record<string, unknown> = {}): Venue => ({
  ...venueSchema.parse({
    name: 'Redcar Beacon',
    slug: 'redcar-beacon',
    address: 'The Esplanade\nRedcar',
    postcode: 'TS10 3AE',
    latitude: 54.61783,
    longitude: -1.06869,
    ...fields,
  }),
  id: 'beacon',
  updatedAt: '2026-11-01T00:00:00.000Z',
})

// jsdom lays out no CSS: it reads a space before the visually hidden span that browsers do not.
const named = (text: string) => ({ name: new RegExp(`^${text} ?: Redcar Beacon$`) })

describe('VenueAddress', () => {
  it('offers OpenStreetMap, the phone’s maps app and Apple Maps, each named for the venue', () => {
    render(<VenueAddress venue={venue()} />)
    expect(screen.getByRole('link', named('See it on OpenStreetMap'))).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=54.61783&mlon=-1.06869'),
    )
    expect(screen.getByRole('link', named('Open in your maps app'))).toHaveAttribute(
      'href',
      'geo:54.61783,-1.06869?q=54.61783,-1.06869(Redcar%20Beacon)',
    )
    expect(screen.getByRole('link', named('Apple Maps'))).toHaveAttribute(
      'href',
      'https://maps.apple.com/?q=Redcar%20Beacon&ll=54.61783,-1.06869',
    )
  })

  it('without a position, offers only the search of OpenStreetMap by the address', () => {
    render(<VenueAddress venue={venue({ latitude: null, longitude: null })} />)
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org/search?query=The%20Esplanade'),
    )
  })
})
