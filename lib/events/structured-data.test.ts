import { testEvent } from '@/test/test-event'
import { eventJsonLd } from './structured-data'

describe('eventJsonLd', () => {
  it('describes the event as a schema.org Event', () => {
    const data = eventJsonLd(
      testEvent({
        ticket: { needed: 'Yes', ticketLink: 'https://tickets.example.org/folk' },
      }),
    )
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Folk Night',
      url: 'http://localhost:3000/events/folk-night/evt-1',
      startDate: '2026-03-21T19:30:00.000Z',
      endDate: '2026-03-21T22:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'The Masham',
        address: { '@type': 'PostalAddress', streetAddress: 'Middlesbrough TS1 1AA' },
        url: 'https://example.org/venue',
      },
      image: ['http://localhost:3000/demo/events/folk-night-1.jpg'],
      description: 'An evening of folk songs.',
      offers: { '@type': 'Offer', url: 'https://tickets.example.org/folk' },
      organizer: { '@type': 'Organization', name: 'Creative Communities' },
    })
  })

  it('has no offers when no ticket is needed, and no end date when there is none', () => {
    const data = eventJsonLd(testEvent({ dateEnd: null, ticket: { needed: '' } }))
    expect(data).not.toHaveProperty('offers')
    expect(data).not.toHaveProperty('endDate')
  })

  it('uses the default image when the event has none', () => {
    expect(eventJsonLd(testEvent({ images: [] })).image).toEqual([
      'http://localhost:3000/images/default-event.jpg',
    ])
  })
})
