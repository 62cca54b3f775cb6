import type { Event } from '@/lib/events/schema'
import type { JsonLd } from '@/lib/site/json-ld'
import { absoluteUrl, SITE, SITE_URL } from '@/lib/site/config'
import { eventPath } from '@/lib/site/routes'
import { DEFAULT_EVENT_IMAGE, eventSummary } from './display'

/** schema.org `Event` for an event's page (https://schema.org/Event). */
export function eventJsonLd(event: Event): JsonLd {
  const { venue, ticket } = event
  const images = event.images.length
    ? event.images.map((image) => absoluteUrl(image.imageURL))
    : [absoluteUrl(DEFAULT_EVENT_IMAGE)]
  const address = [venue.venueLocation].filter(Boolean)
  const location: JsonLd = {
    '@type': 'Place',
    name: venue.venueName || venue.venueLocation || SITE.areas.join(' and '),
    address: {
      '@type': 'PostalAddress',
      ...(address.length ? { streetAddress: address.join(', ') } : {}),
      addressRegion: SITE.areas.join(' and '),
      addressCountry: 'GB',
    },
    ...(venue.venueURL ? { url: venue.venueURL } : {}),
  }
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url: absoluteUrl(eventPath(event)),
    startDate: event.dateStart,
    ...(event.dateEnd ? { endDate: event.dateEnd } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    image: images,
    description: eventSummary(event),
    organizer: { '@type': 'Organization', name: SITE.name, url: SITE_URL },
  }
  if (ticket.needed === 'Yes' && ticket.ticketLink) {
    data.offers = { '@type': 'Offer', url: ticket.ticketLink }
  }
  if (event.categories.length) data.keywords = event.categories.join(', ')
  return data
}
