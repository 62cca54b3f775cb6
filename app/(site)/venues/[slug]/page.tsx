import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { VenuePage } from '@/components/venues/venue-page'
import { getEventListing, getLatestPastEvents } from '@/lib/events/queries'
import { getVenueBySlug, getVenues } from '@/lib/venues/queries'
import { addressLine, venuePath } from '@/lib/venues/display'
import { decodeSegment } from '@/lib/site/routes'
import { pageAlternates } from '@/lib/site/metadata'

interface Params {
  slug: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const venues = await getVenues()
  // Next needs one entry at least; 'none' is a 404 like any unknown venue.
  if (!venues.length) return [{ slug: 'none' }]
  return venues.map((venue) => ({ slug: venue.slug }))
}

async function venueFor(params: Promise<Params>) {
  const slug = decodeSegment((await params).slug)
  return slug === null ? null : getVenueBySlug(slug)
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const venue = await venueFor(params)
  if (!venue) return {}
  return {
    title: `${venue.name}: venue`,
    description: `${venue.name}, ${addressLine(venue)}: how to get there and get in, and its events.`,
    alternates: pageAlternates(venuePath(venue)),
  }
}

/** proxy.ts has answered an unknown venue with a 404 already; this is the same check. */
export default async function VenuePageRoute({ params }: { params: Promise<Params> }) {
  const venue = await venueFor(params)
  if (!venue) notFound()
  const listing = await getEventListing()
  const past = await getLatestPastEvents({ venueId: venue.id }, listing.asOf)
  const coming = [...listing.current, ...listing.upcoming].filter((e) => e.venueId === venue.id)
  return <VenuePage venue={venue} coming={coming} past={past} thisYear={listing.thisYear} />
}
