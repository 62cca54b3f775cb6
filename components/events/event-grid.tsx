import type { ShowcaseEvent } from '@/lib/content/showcase'
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
  events: ShowcaseEvent[]
  emptyText: string
}) {
  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
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
