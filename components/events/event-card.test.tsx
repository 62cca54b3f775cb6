/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { THEME_COLOURS } from '@/lib/content/field-rules'
import { testEvent } from '@/test/test-event'
import { EventCard } from './event-card'
import { EventGrid } from './event-grid'

/** A card for a test event with `overrides`, in a year of 2026. */
const renderCard = (overrides: Parameters<typeof testEvent>[0] = {}) =>
  render(<EventCard thisYear={2026} event={testEvent(overrides)} />)

describe('EventCard', () => {
  it.each(THEME_COLOURS)('wears the %s theme', (colour) => {
    const { container } = renderCard({ themeColour: colour })
    expect(container.querySelector('article')).toHaveClass('card', `theme-${colour}`)
  })

  it('falls back to the default theme for an unknown colour', () => {
    const { container } = renderCard({ themeColour: 'tangerine' })
    expect(container.querySelector('article')).toHaveClass('theme-default')
  })

  it('links its title to the event page and shows its date range', () => {
    renderCard({ dateStart: '2026-03-21T10:00:00Z', dateEnd: '2026-03-29T16:00:00Z' })
    expect(screen.getByRole('link', { name: 'Folk Night' })).toHaveAttribute(
      'href',
      '/events/folk-night/evt-1',
    )
    expect(screen.getByRole('article')).toHaveTextContent('Saturday 21st March – Sunday 29th March')
  })

  it('shows the year of dates in another year', () => {
    renderCard({ dateStart: '2025-10-10T10:00:00Z', dateEnd: '2025-10-11T16:00:00Z' })
    expect(screen.getByRole('article')).toHaveTextContent(
      'Friday 10th October 2025 – Saturday 11th October 2025',
    )
  })

  it('uses the default picture for an event without images', () => {
    const { container } = renderCard({ images: [] })
    expect(container.querySelector('img')?.getAttribute('src')).toContain('default-event.jpg')
  })
})

describe('EventGrid', () => {
  it('says so in words when it is empty', () => {
    render(
      <EventGrid
        id="on-now"
        title="On now"
        description="Events that have started."
        events={[]}
        emptyText="Nothing is on."
        thisYear={2026}
      />,
    )
    expect(screen.getByRole('heading', { name: 'On now' })).toBeInTheDocument()
    expect(screen.getByText('Events that have started.')).toBeInTheDocument()
    expect(screen.getByText('Nothing is on.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
