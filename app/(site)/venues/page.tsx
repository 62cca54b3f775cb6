import type { Metadata } from 'next'
import { VenueList } from '@/components/venues/venue-list'
import { getEventListing } from '@/lib/events/queries'
import { getVenues } from '@/lib/venues/queries'
import { pageAlternates } from '@/lib/site/metadata'

export const metadata: Metadata = {
  title: 'Venues',
  description:
    'The places our events happen across Middlesbrough and Redcar & Cleveland, with how to get there and get in.',
  alternates: pageAlternates('/venues'),
}

export default async function VenuesPage() {
  const [venues, listing] = await Promise.all([getVenues(), getEventListing()])
  const coming = new Map<string, number>()
  for (const event of [...listing.current, ...listing.upcoming]) {
    if (event.venueId) coming.set(event.venueId, (coming.get(event.venueId) ?? 0) + 1)
  }
  return (
    <div className="page">
      <h1>Venues</h1>
      <p className="lede">
        Where our events happen, with how to get there and get in. Each event’s page says what that
        event offers too.
      </p>
      <VenueList venues={venues} coming={coming} />
    </div>
  )
}
