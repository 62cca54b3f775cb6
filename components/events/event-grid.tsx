import type { Event } from '@/lib/events/schema'
import { EventCard } from './event-card'

/** A titled grid of event cards, or a sentence saying there are none. */
export function EventGrid({
  id,
  title,
  events,
  emptyText,
}: {
  id: string
  title: string
  events: Event[]
  emptyText: string
}) {
  return (
    <section className="section" aria-labelledby={`${id}-heading`} data-grid={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {events.length ? (
        <ul className="card-grid">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{emptyText}</p>
      )}
    </section>
  )
}

/** The showcase's three grids: on now, coming up ('Current') and past ('Previous'). */
export function EventGrids({
  current,
  upcoming,
  previous,
  filtered = false,
}: {
  current: Event[]
  upcoming: Event[]
  previous: Event[]
  /** Whether a category filter is on, which changes what the empty grids say. */
  filtered?: boolean
}) {
  return (
    <>
      <EventGrid
        id="on-now"
        title="On now"
        events={current}
        emptyText={
          filtered
            ? 'Nothing in this category is on right now.'
            : 'Nothing is on right now: see what is coming up below.'
        }
      />
      <EventGrid
        id="current"
        title="Current"
        events={upcoming}
        emptyText={
          filtered
            ? 'No upcoming events in this category.'
            : 'No upcoming events are listed yet. Check back soon.'
        }
      />
      <EventGrid
        id="previous"
        title="Previous"
        events={previous}
        emptyText={filtered ? 'No past events in this category.' : 'No past events yet.'}
      />
    </>
  )
}
