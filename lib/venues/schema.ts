import { z } from 'zod'
import { optionalLinkField, shortTextField, slugField, titleField } from '@/lib/content/fields'

/** A UK postcode, spaced or not ("TS1 2AA", "ts12aa"). */
export const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i

/** The postcode as the Royal Mail writes it: upper case, one space before the last three. */
export function formatPostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase()
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`
}

const coordinate = (limit: number) => z.number().min(-limit).max(limit).nullish().default(null)

/** A `venues` document: where events happen, and how a resident gets in. */
export const venueSchema = z
  .object({
    name: titleField,
    slug: slugField,
    /** Street and town, one line or several. */
    address: shortTextField.default(''),
    postcode: z
      .string()
      .trim()
      .default('')
      .refine((value) => !value || POSTCODE.test(value), 'Expected a UK postcode')
      .transform((value) => (value ? formatPostcode(value) : '')),
    /** How to get there and in: plain text, shown as its lines. */
    accessInfo: shortTextField.default(''),
    website: optionalLinkField,
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  // A place on the map needs both halves; one alone is a slip, and is left out.
  .transform((venue) =>
    venue.latitude === null || venue.longitude === null
      ? { ...venue, latitude: null, longitude: null }
      : venue,
  )

export type Venue = z.output<typeof venueSchema> & { id: string; updatedAt: string }
