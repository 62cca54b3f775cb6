import { feedResponse } from '@/lib/events/view-queries'
import { getVenueBySlug, getVenues } from '@/lib/venues/queries'
import { venuePath } from '@/lib/venues/display'
import { decodeSegment } from '@/lib/site/routes'

interface Params {
  slug: string
}

export async function generateStaticParams(): Promise<Params[]> {
  const venues = await getVenues()
  // Next needs one entry at least; 'none' is a 404 like any unknown venue.
  if (!venues.length) return [{ slug: 'none' }]
  return venues.map((venue) => ({ slug: venue.slug }))
}

/** The calendar feed of a venue's events on now or to come. */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const slug = decodeSegment((await params).slug)
  const venue = slug === null ? null : await getVenueBySlug(slug)
  return feedResponse(
    venue && { kind: 'venue', venueId: venue.id },
    venue ? `${venuePath(venue)}/calendar.ics` : '',
  )
}
