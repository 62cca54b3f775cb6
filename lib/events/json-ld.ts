import type { ShowcaseEvent } from '@/lib/content/showcase'
import type { JsonLd } from '@/lib/json-ld'
import { absoluteUrl, SITE, SITE_URL } from '@/lib/site'
import { eventPath } from '@/lib/routes'
import { DEFAULT_EVENT_IMAGE } from './display'

/** Text of an HTML fragment, for the plain-text description when there is no short one. */
function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** The plain-text summary of an event: its short description, else its description's text. */
export function eventSummary(event: Pick<ShowcaseEvent, 'shortDescription' | 'description'>) {
  const short = event.shortDescription.trim()
  if (short) return short
  const text = htmlToText(event.description)
  return text.length > 300 ? `${text.slice(0, 297).trimEnd()}…` : text
}

/** schema.org `Event` for an event's page (https://schema.org/Event). */
export function eventJsonLd(event: ShowcaseEvent): JsonLd {
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
