import Link from 'next/link'
import type { ReactNode } from 'react'
import type { Event } from '@/lib/events/schema'
import { occurrenceKey } from '@/lib/events/occurrences'
import { EventCard } from './event-card'

/** A titled grid of event cards, or a sentence saying there are none. */
export function EventGrid({
  id,
  title,
  description,
  events,
  emptyText,
  thisYear,
  children,
}: {
  id: string
  title: string
  /** One line under the title, so a resident need not guess what the spec's label holds. */
  description: string
  events: Event[]
  emptyText: string
  thisYear: number
  /** Below the cards: page links, or a link to the rest. */
  children?: ReactNode
}) {
  return (
    <section className="section" aria-labelledby={`${id}-heading`} data-grid={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p className="section__intro">{description}</p>
      {events.length ? (
        <ul className="card-grid">
          {events.map((event) => (
            <li key={occurrenceKey(event)}>
              <EventCard event={event} thisYear={thisYear} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{emptyText}</p>
      )}
      {children}
    </section>
  )
}

/** A link under a shortened grid to the whole of it on the showcase. */
export function MoreEvents({ grid, children }: { grid: GridId; children: ReactNode }) {
  return (
    <p className="section__more">
      <Link href={`/events#${grid}-heading`}>{children}</Link>
    </p>
  )
}

/** The grids' ids, also their headings' anchors (`#previous-heading`). */
export type GridId = 'on-now' | 'current' | 'previous'

/** The showcase's three grids: on now, coming up ('Current') and past ('Previous'). */
export function EventGrids({
  current,
  upcoming,
  previous,
  filtered = false,
  thisYear,
  below = {},
}: {
  current: Event[]
  upcoming: Event[]
  previous: Event[]
  /** Whether a category filter is on, which changes what the empty grids say. */
  filtered?: boolean
  thisYear: number
  /** What follows each grid's cards: page links, or a link to the rest. */
  below?: Partial<Record<GridId, ReactNode>>
}) {
  return (
    <>
      <EventGrid
        id="on-now"
        title="On now"
        description="Events that have started and not yet finished."
        thisYear={thisYear}
        events={current}
        emptyText={
          filtered
            ? 'Nothing in this category is on right now.'
            : 'Nothing is on right now: see what is coming up below.'
        }
      >
        {below['on-now']}
      </EventGrid>
      <EventGrid
        id="current"
        title="Current"
        description="Coming up: events that have not started yet, soonest first."
        thisYear={thisYear}
        events={upcoming}
        emptyText={
          filtered
            ? 'No upcoming events in this category.'
            : 'No upcoming events are listed yet. Check back soon.'
        }
      >
        {below.current}
      </EventGrid>
      <EventGrid
        id="previous"
        title="Previous"
        description="Events that have finished, the most recent first."
        thisYear={thisYear}
        events={previous}
        emptyText={filtered ? 'No past events in this category.' : 'No past events yet.'}
      >
        {below.previous}
      </EventGrid>
    </>
  )
}
