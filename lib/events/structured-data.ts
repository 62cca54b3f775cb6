import type { Event as SchemaEvent, Offer, Place, PostalAddress, WithContext } from 'schema-dts'
import type { Event, EventVenue } from '@/lib/events/schema'
import { programme } from '@/lib/site/json-ld'
import { pictureCropUrls } from '@/lib/content/picture-crops'
import { absoluteUrl } from '@/lib/site/config'
import { eventPath } from '@/lib/site/routes'
import { eventSummary } from './display'
import { isFree, typicalAgeRange } from './facts'
import { eventOccurrences } from './occurrences'
import { offerAvailability, SCHEMA_EVENT_STATUS } from './status'
import { effectiveEnd } from './time-state'

// A UK postcode at the end of an address line ("Middlesbrough TS1 1AA").
const POSTCODE = /\s*\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i

/**
 * A venue's location line ("1 Albert Road, Middlesbrough TS1 1AA") as a PostalAddress: the
 * postcode, the town before it, and the street before that. Only what the text says.
 */
export function postalAddress(location: string): PostalAddress {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const last = parts.pop() ?? ''
  const postcode = last.match(POSTCODE)?.[1]?.toUpperCase()
  const town = postcode ? last.replace(POSTCODE, '').trim() : last
  return {
    '@type': 'PostalAddress',
    ...(parts.length ? { streetAddress: parts.join(', ') } : {}),
    ...(town ? { addressLocality: town } : {}),
    ...(postcode ? { postalCode: postcode } : {}),
    addressCountry: 'GB',
  }
}

function place(venue: EventVenue): Place | null {
  if (!venue.venueName && !venue.venueLocation) return null
  return {
    '@type': 'Place',
    name: venue.venueName || venue.venueLocation,
    address: postalAddress(venue.venueLocation || venue.venueName),
    ...(venue.venueURL ? { url: venue.venueURL } : {}),
  }
}

/**
 * Where to book and what it costs: from the event's cost when the editor chose one (a range as
 * a PriceSpecification), else as before those facts: no ticket needed is price 0 in pounds.
 * In stock only while it goes ahead and has not ended at `asOf` (status.ts).
 */
function offer(event: Event, url: string, asOf: string): Offer {
  const ticketed = event.ticket.needed === 'Yes' || event.cost.type === 'ticketed'
  const ended = effectiveEnd(event).getTime() <= Date.parse(asOf)
  const availability = offerAvailability(event.status, ended)
  return {
    '@type': 'Offer',
    url: ticketed && event.ticket.ticketLink ? event.ticket.ticketLink : url,
    ...(availability ? { availability } : {}),
    priceCurrency: 'GBP',
    ...price(event),
  }
}

function price(event: Event): Pick<Offer, 'price' | 'priceSpecification'> {
  const { type, min, max } = event.cost
  if (type === 'free') return { price: 0 }
  if (type === 'pay-what-you-can') return {}
  if (type === null) return event.ticket.needed === 'Yes' ? {} : { price: 0 }
  const lowest = min ?? max
  if (lowest === null) return {}
  if (max === null || max === lowest) return { price: lowest }
  return {
    price: lowest,
    priceSpecification: {
      '@type': 'PriceSpecification',
      minPrice: lowest,
      maxPrice: max,
      priceCurrency: 'GBP',
    },
  }
}

/**
 * schema.org `Event` for an event's page (https://schema.org/Event), as it stands at `asOf`
 * (the moment the page judges events by); `listed`: the Place of the venue it chose from the
 * list, when it did.
 */
export function eventJsonLd(event: Event, asOf: string, listed?: Place): WithContext<SchemaEvent> {
  const url = absoluteUrl(eventPath(event))
  const physical = listed ?? place(event.venue)
  const online = !physical && event.venue.venueURL
  const ageRange = typicalAgeRange(event.ages)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url,
    startDate: event.dateStart,
    ...(event.dateEnd ? { endDate: event.dateEnd } : {}),
    eventStatus: SCHEMA_EVENT_STATUS[event.status],
    ...(event.previousStart ? { previousStartDate: event.previousStart } : {}),
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: event.venue.venueURL! }
      : (physical ?? { '@type': 'Place', name: 'Middlesbrough and Redcar & Cleveland' }),
    // The lead picture cut to Google's three ratios (or the default picture, likewise).
    image: pictureCropUrls(url),
    description: eventSummary(event),
    organizer: programme(),
    offers: offer(event, url, asOf),
    ...(isFree(event.cost) === null ? {} : { isAccessibleForFree: isFree(event.cost)! }),
    ...(ageRange ? { typicalAgeRange: ageRange } : {}),
    ...(event.categories.length ? { keywords: event.categories.join(', ') } : {}),
  }
}

/** The most dates of a series given to search engines: the next ones, a season ahead. */
export const SERIES_JSON_LD_LIMIT = 26

/**
 * A series for search engines: one `Event` per date not yet ended (the next 26), each with its
 * own start, end and status, as Google asks of an event on several dates; a moved one is
 * `EventRescheduled` with its `previousStartDate`. Once every date is past, the last one. A
 * one-off: its one Event.
 */
export function seriesJsonLd(
  event: Event,
  asOf: string,
  listed?: Place,
): WithContext<SchemaEvent>[] {
  if (!event.recurrence) return [eventJsonLd(event, asOf, listed)]
  const dates = eventOccurrences(event)
  const coming = dates.filter((copy) => effectiveEnd(copy).getTime() > Date.parse(asOf))
  const shown = coming.length ? coming.slice(0, SERIES_JSON_LD_LIMIT) : dates.slice(-1)
  return shown.map((copy) => eventJsonLd(copy, asOf, listed))
}
