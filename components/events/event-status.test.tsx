/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { testEvent } from '@/test/test-event'
import { EventCard } from './event-card'
import { EventStatusNotice } from './event-status'

const stamp = (iso: string) => ({ toDate: () => new Date(iso) })

describe('an event that does not go ahead as announced', () => {
  it('says so on its card in words, and nothing for one that goes ahead', () => {
    const { rerender } = render(
      <EventCard event={testEvent({ status: 'cancelled' })} thisYear={2026} />,
    )
    expect(screen.getByText('Cancelled')).toHaveAttribute('data-event-status', 'cancelled')
    rerender(<EventCard event={testEvent()} thisYear={2026} />)
    expect(screen.queryByText(/cancelled|postponed|rescheduled/i)).toBeNull()
  })

  it('says on its page what changed', () => {
    const { rerender } = render(
      <EventStatusNotice event={testEvent({ status: 'cancelled' })} thisYear={2026} />,
    )
    expect(screen.getByText('This event is cancelled.')).toBeInTheDocument()
    rerender(<EventStatusNotice event={testEvent({ status: 'postponed' })} thisYear={2026} />)
    expect(screen.getByText('This event is postponed.')).toBeInTheDocument()
    const moved = testEvent({
      status: 'rescheduled',
      dateStart: '2026-03-28T19:30:00Z',
      previousStart: stamp('2026-03-21T19:30:00Z'),
    })
    rerender(<EventStatusNotice event={moved} thisYear={2026} />)
    expect(screen.getByText(/has moved/).closest('p')).toHaveTextContent(
      'This event has moved to Saturday 28th March, 7:30pm. It was to take place on Saturday 21st March, 7:30pm.',
    )
  })
})
