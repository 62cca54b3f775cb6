import type { Metadata } from 'next'
import { EventGrid } from '@/components/events/event-grid'
import { getEventGrids } from '@/lib/data/showcase'

export const metadata: Metadata = {
  title: 'Showcase: events',
  description:
    'Events, workshops and performances happening now and coming up across Middlesbrough and Redcar & Cleveland.',
  alternates: { canonical: '/events' },
}

export default async function EventsPage() {
  const grids = await getEventGrids()
  return (
    <div className="page">
      <h1>Showcase</h1>
      <p className="lede">
        Workshops, performances, exhibitions and festivals made with local people. Everything is
        free unless it says otherwise.
      </p>
      <EventGrid
        id="on-now"
        title="On now"
        events={grids.current}
        emptyText="Nothing is on right now: see what is coming up below."
      />
      <EventGrid
        id="current"
        title="Current"
        events={grids.upcoming}
        emptyText="No upcoming events are listed yet. Check back soon."
      />
      <EventGrid
        id="previous"
        title="Previous"
        events={grids.previous}
        emptyText="No past events yet."
      />
    </div>
  )
}
