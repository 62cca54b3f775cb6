/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { testEvent } from '@/test/test-event'
import { CategoryLinks, DocumentLinks, TicketsBlock, VenueBlock } from './event-details'

const ticketed = testEvent({
  ticket: {
    needed: 'Yes',
    ticketInfo: '<p>£5 on the door</p>',
    ticketLink: 'https://tickets.example.org/x',
    ageRestrictions: '18+',
  },
})

describe('TicketsBlock', () => {
  it('"Yes": tickets, their information, a book link and the age restriction', () => {
    render(<TicketsBlock ticket={ticketed.ticket} eventTitle="Folk Night" ended={false} />)
    expect(screen.getByRole('heading', { name: 'Tickets' })).toBeInTheDocument()
    expect(screen.getByText('£5 on the door')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book tickets for Folk Night' })).toHaveAttribute(
      'href',
      'https://tickets.example.org/x',
    )
    expect(screen.getByText('Age restrictions:').parentElement).toHaveTextContent(
      'Age restrictions: 18+',
    )
  })

  it('"Yes" for an ended event: no book link', () => {
    render(<TicketsBlock ticket={ticketed.ticket} eventTitle="Folk Night" ended />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('"No": the reservation-style block, no book link', () => {
    const { ticket } = testEvent({ ticket: { needed: 'No' } })
    render(<TicketsBlock ticket={ticket} eventTitle="Folk Night" ended={false} />)
    expect(screen.getByRole('heading', { name: 'Booking' })).toBeInTheDocument()
    expect(screen.getByText('No ticket needed: just come along.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('blank (not said): the reservation-style block with a way to ask, promising nothing', () => {
    const { ticket } = testEvent({ ticket: { needed: '' } })
    render(<TicketsBlock ticket={ticket} eventTitle="Folk Night" ended={false} />)
    expect(screen.getByRole('heading', { name: 'Booking' })).toBeInTheDocument()
    expect(screen.queryByText(/no (booking|ticket) needed/i)).toBeNull()
    expect(screen.getByRole('link', { name: 'Ask us whether you need to book' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+\?subject=Booking%3A%20Folk%20Night$/),
    )
  })
})

describe('TicketsBlock for an event that does not go ahead', () => {
  it('cancelled: no booking or tickets block at all', () => {
    for (const needed of ['Yes', 'No', ''] as const) {
      const { ticket } = testEvent({ ticket: { ...ticketed.ticket, needed } })
      const { container } = render(
        <TicketsBlock ticket={ticket} eventTitle="Folk Night" ended status="cancelled" />,
      )
      expect(container).toBeEmptyDOMElement()
    }
  })

  it('postponed: what it says of tickets, but no booking and no "just come along"', () => {
    render(
      <TicketsBlock ticket={ticketed.ticket} eventTitle="Folk Night" ended status="postponed" />,
    )
    expect(screen.getByText('£5 on the door')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
    const { ticket } = testEvent({ ticket: { needed: 'No' } })
    const { container } = render(
      <TicketsBlock ticket={ticket} eventTitle="Folk Night" ended status="postponed" />,
    )
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByText(/just come along/)).toBeNull()
  })
})

describe('VenueBlock', () => {
  it('shows the name, address, notes and website', () => {
    render(<VenueBlock venue={testEvent().venue} />)
    expect(screen.getByText('The Masham')).toBeInTheDocument()
    expect(screen.getByText('Middlesbrough TS1 1AA').tagName).toBe('ADDRESS')
    expect(screen.getByText('Step-free access')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Venue website/ })).toHaveAttribute(
      'href',
      'https://example.org/venue',
    )
  })

  it('is left out when there is nothing to say', () => {
    const { container } = render(<VenueBlock venue={testEvent({ venue: {} }).venue} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('CategoryLinks and DocumentLinks', () => {
  it('link each category to the filtered showcase', () => {
    render(<CategoryLinks categories={['Music', 'Arts & Crafts']} />)
    expect(screen.getByRole('link', { name: 'Arts & Crafts' })).toHaveAttribute(
      'href',
      '/events/category/arts-and-crafts',
    )
  })

  it('list the documents', () => {
    const { documents } = testEvent({
      documents: [{ documentURL: '/docs/programme.pdf', documentTitle: 'Programme' }],
    })
    render(<DocumentLinks documents={documents} />)
    expect(screen.getByRole('link', { name: 'Programme' })).toHaveAttribute(
      'href',
      '/docs/programme.pdf',
    )
  })
})
