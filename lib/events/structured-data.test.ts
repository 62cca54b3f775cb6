import { testEvent, testSeries } from '@/test/test-event'
import { eventJsonLd, postalAddress, seriesJsonLd } from './structured-data'

/** The moment the page judges events by: before the test events, so they are all to come. */
const ASOF = '2026-01-01T00:00:00.000Z'

const stamp = (iso: string) => ({ toDate: () => new Date(iso) })

describe('eventJsonLd', () => {
  it('describes the event as a schema.org Event', () => {
    const data = eventJsonLd(
      testEvent({
        ticket: { needed: 'Yes', ticketLink: 'https://tickets.example.org/folk' },
      }),
      ASOF,
    )
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Folk Night',
      url: 'http://localhost:3000/events/folk-night/evt-1',
      startDate: '2026-03-21T19:30:00.000Z',
      endDate: '2026-03-21T22:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'The Masham',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Middlesbrough',
          postalCode: 'TS1 1AA',
          addressCountry: 'GB',
        },
        url: 'https://example.org/venue',
      },
      image: [
        'http://localhost:3000/events/folk-night/evt-1/picture-16x9.jpg',
        'http://localhost:3000/events/folk-night/evt-1/picture-4x3.jpg',
        'http://localhost:3000/events/folk-night/evt-1/picture-1x1.jpg',
      ],
      description: 'An evening of folk songs.',
      offers: {
        '@type': 'Offer',
        url: 'https://tickets.example.org/folk',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      },
      organizer: { '@type': 'Organization', name: 'Creative Communities' },
    })
  })

  it('offers a free event at price 0 in pounds, and has no end date when there is none', () => {
    const data = eventJsonLd(testEvent({ dateEnd: null, ticket: { needed: '' } }), ASOF)
    expect(data.offers).toMatchObject({
      price: 0,
      priceCurrency: 'GBP',
      url: 'http://localhost:3000/events/folk-night/evt-1',
    })
    expect(data).not.toHaveProperty('endDate')
  })

  it('gives the status the editor chose, and the old start of a rescheduled event', () => {
    expect(eventJsonLd(testEvent(), ASOF).eventStatus).toBe('https://schema.org/EventScheduled')
    expect(eventJsonLd(testEvent({ status: 'postponed' }), ASOF).eventStatus).toBe(
      'https://schema.org/EventPostponed',
    )
    const moved = eventJsonLd(
      testEvent({ status: 'rescheduled', previousStart: stamp('2026-03-14T19:30:00Z') }),
      ASOF,
    )
    expect(moved.eventStatus).toBe('https://schema.org/EventRescheduled')
    expect(moved.previousStartDate).toBe('2026-03-14T19:30:00.000Z')
    // Only a rescheduled event has had another start.
    const cancelled = eventJsonLd(
      testEvent({ status: 'cancelled', previousStart: stamp('2026-03-14T19:30:00Z') }),
      ASOF,
    )
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled')
    expect(cancelled).not.toHaveProperty('previousStartDate')
  })

  it('reads the status of an event stored before the field from its words', () => {
    expect(eventJsonLd(testEvent({ categories: ['Cancelled'] }), ASOF).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    )
    expect(eventJsonLd(testEvent({ status: 'whatever' }), ASOF).eventStatus).toBe(
      'https://schema.org/EventScheduled',
    )
  })

  it('takes the attendance mode from the content', () => {
    const online = eventJsonLd(
      testEvent({ venue: { venueURL: 'https://meet.example.org/folk' } }),
      ASOF,
    )
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(online.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://meet.example.org/folk',
    })
  })

  it('names the same crops when the event has no picture (they show the default one)', () => {
    expect(eventJsonLd(testEvent({ images: [] }), ASOF).image).toEqual(
      eventJsonLd(testEvent(), ASOF).image,
    )
  })
})

describe('postalAddress', () => {
  it('reads street, town and postcode from a location line, and says only what it says', () => {
    expect(postalAddress('1 Albert Road, Middlesbrough TS1 1AA')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Albert Road',
      addressLocality: 'Middlesbrough',
      postalCode: 'TS1 1AA',
      addressCountry: 'GB',
    })
    expect(postalAddress('Kirkleatham Lane, Redcar TS10 5NW')).toMatchObject({
      streetAddress: 'Kirkleatham Lane',
      addressLocality: 'Redcar',
      postalCode: 'TS10 5NW',
    })
    expect(postalAddress('Grangetown')).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Grangetown',
      addressCountry: 'GB',
    })
  })
})

describe('eventJsonLd with cost, ages and access', () => {
  it('says a free event is free to all, at price 0, with its age range', () => {
    const data = eventJsonLd(
      testEvent({ cost: { type: 'free' }, ages: { min: 5, max: 11 }, ticket: { needed: 'Yes' } }),
      ASOF,
    )
    expect(data).toMatchObject({ isAccessibleForFree: true, typicalAgeRange: '5-11' })
    expect(data.offers).toMatchObject({ price: 0, priceCurrency: 'GBP' })
  })

  it('gives a ticketed price range as its lowest price and a PriceSpecification', () => {
    const data = eventJsonLd(testEvent({ cost: { type: 'ticketed', min: 5, max: 12.5 } }), ASOF)
    expect(data.isAccessibleForFree).toBe(false)
    expect(data.offers).toMatchObject({
      price: 5,
      priceCurrency: 'GBP',
      priceSpecification: { minPrice: 5, maxPrice: 12.5, priceCurrency: 'GBP' },
    })
  })

  it('claims no price for pay what you can, and no age range for all ages', () => {
    const data = eventJsonLd(
      testEvent({ cost: { type: 'pay-what-you-can' }, ages: { all: true, min: 3 } }),
      ASOF,
    )
    expect(data.offers).not.toHaveProperty('price')
    expect(data).not.toHaveProperty('typicalAgeRange')
    expect(data).not.toHaveProperty('isAccessibleForFree')
  })

  it('leaves isAccessibleForFree out when the event does not say what it costs', () => {
    expect(eventJsonLd(testEvent(), ASOF)).not.toHaveProperty('isAccessibleForFree')
  })
})

describe('offers of an event that does not go ahead, or is over', () => {
  const IN_STOCK = 'https://schema.org/InStock'

  it('are in stock only while the event still goes ahead and has not ended', () => {
    expect(eventJsonLd(testEvent(), ASOF).offers).toMatchObject({ availability: IN_STOCK })
    const moved = testEvent({ status: 'rescheduled', previousStart: stamp('2026-03-14T19:30:00Z') })
    expect(eventJsonLd(moved, ASOF).offers).toMatchObject({ availability: IN_STOCK })
    // On now: still in stock until it ends.
    expect(eventJsonLd(testEvent(), '2026-03-21T20:00:00.000Z').offers).toMatchObject({
      availability: IN_STOCK,
    })
  })

  it('claim no availability for a cancelled, postponed or past event, and keep the rest', () => {
    const unavailable = [
      eventJsonLd(testEvent({ status: 'cancelled' }), ASOF),
      eventJsonLd(testEvent({ status: 'postponed' }), ASOF),
      eventJsonLd(testEvent({ categories: ['Postponed'] }), ASOF),
      eventJsonLd(testEvent(), '2026-03-21T22:00:00.000Z'),
      eventJsonLd(testEvent({ dateEnd: null }), '2026-03-22T09:00:00.000Z'),
    ]
    for (const data of unavailable) {
      expect(data.offers).not.toHaveProperty('availability')
      expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'GBP' })
    }
  })
})

describe('seriesJsonLd and status', () => {
  it('gives every coming date of a cancelled series as cancelled, moved ones too', () => {
    const dates = seriesJsonLd(testSeries({ status: 'cancelled' }), ASOF)
    expect(dates).toHaveLength(4)
    for (const data of dates) {
      expect(data.eventStatus).toBe('https://schema.org/EventCancelled')
      expect(data).not.toHaveProperty('previousStartDate')
      expect(data.offers).not.toHaveProperty('availability')
    }
  })

  it('gives a moved date of a series that goes ahead as rescheduled, on sale', () => {
    const moved = seriesJsonLd(testSeries(), ASOF).find(
      (data) => data.eventStatus === 'https://schema.org/EventRescheduled',
    )
    expect(moved).toMatchObject({
      startDate: '2026-04-05T13:00:00.000Z',
      previousStartDate: '2026-04-04T09:00:00.000Z',
      offers: { availability: 'https://schema.org/InStock' },
    })
  })

  it('gives a series whose dates are all past as its last date, not on sale', () => {
    const [last, ...rest] = seriesJsonLd(testSeries(), '2026-06-01T00:00:00.000Z')
    expect(rest).toEqual([])
    expect(last!.offers).not.toHaveProperty('availability')
  })
})
