/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { THEME_COLOURS } from '@/lib/content/fields'
import { testEvent } from '@/test/test-event'
import { EventCard } from './event-card'
import { EventGrid } from './event-grid'

describe('EventCard', () => {
  it.each(THEME_COLOURS)('wears the %s theme', (colour) => {
    const { container } = render(<EventCard event={testEvent({ themeColour: colour })} />)
    expect(container.querySelector('article')).toHaveClass('card', `theme-${colour}`)
  })

  it('falls back to the default theme for an unknown colour', () => {
    const { container } = render(<EventCard event={testEvent({ themeColour: 'tangerine' })} />)
    expect(container.querySelector('article')).toHaveClass('theme-default')
  })

  it('links its title to the event page and shows its date range', () => {
    render(
      <EventCard
        event={testEvent({ dateStart: '2026-03-21T10:00:00Z', dateEnd: '2026-03-29T16:00:00Z' })}
      />,
    )
    expect(screen.getByRole('link', { name: 'Folk Night' })).toHaveAttribute(
      'href',
      '/events/folk-night/evt-1',
    )
    expect(screen.getByRole('article')).toHaveTextContent('Saturday 21st March – Sunday 29th March')
  })

  it('uses the default picture for an event without images', () => {
    const { container } = render(<EventCard event={testEvent({ images: [] })} />)
    expect(container.querySelector('img')?.getAttribute('src')).toContain('default-event.jpg')
  })
})

describe('EventGrid', () => {
  it('says so in words when it is empty', () => {
    render(<EventGrid id="on-now" title="On now" events={[]} emptyText="Nothing is on." />)
    expect(screen.getByRole('heading', { name: 'On now' })).toBeInTheDocument()
    expect(screen.getByText('Nothing is on.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
