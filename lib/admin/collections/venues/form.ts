import { z } from 'zod'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { positionFromMapLink } from '@/lib/venues/map-link'
import { POSTCODE, venueSchema } from '@/lib/venues/schema'
import { documentSlug } from '@/lib/site/slug.mjs'
import { foldText } from '@/lib/content/plain-text'
import { checkedEntry } from '@/lib/admin/forms/entry'
import type { FormResult } from '@/lib/admin/forms/fields'
import {
  fieldErrors,
  optionalLink,
  plainText,
  requiredText,
  storedTexts,
} from '@/lib/admin/forms/fields'

const coordinate = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => !value || (/^-?\d{1,3}(\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit),
      `${label}: a number of degrees, like ${limit === 90 ? '54.5761' : '-1.2350'}.`,
    )

export const venueFormSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.title, 'The name'),
    address: plainText(TEXT_LIMITS.shortText, 'The address'),
    postcode: plainText(20, 'The postcode').refine(
      (value) => !value || POSTCODE.test(value),
      'Enter a UK postcode, like TS1 2AA.',
    ),
    accessInfo: plainText(TEXT_LIMITS.shortText, 'The access information'),
    website: optionalLink('The website'),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    /** A link to the place on a map, read for its position (the form reads it as it is
     * pasted; without JavaScript, the save does); it is not kept. */
    mapLink: z.string().trim().max(4_000, 'The map link can be at most 4,000 characters.'),
  })
  .superRefine((form, ctx) => {
    if (form.mapLink) {
      const reading = positionFromMapLink(form.mapLink)
      if (!reading.ok) ctx.addIssue({ code: 'custom', path: ['mapLink'], message: reading.message })
    } else if (Boolean(form.latitude) !== Boolean(form.longitude)) {
      const path = form.latitude ? 'longitude' : 'latitude'
      ctx.addIssue({ code: 'custom', path: [path], message: 'Enter both, or neither.' })
    }
  })

export type VenueFormValues = Record<keyof z.input<typeof venueFormSchema>, string>

const number = (value: string) => (value ? Number(value) : null)

/** The venue fields a save writes (its slug from its name), or the errors beside their fields. */
export function venueDocumentFromForm(values: VenueFormValues): FormResult {
  const parsed = venueFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
  const { mapLink, ...form } = parsed.data
  const slug = documentSlug(form.name)
  if (!slug) return { ok: false, errors: { name: 'The name needs at least one letter or number.' } }
  // A link pasted replaces the numbers: it is how an editor moves the pin.
  const reading = mapLink ? positionFromMapLink(mapLink) : null
  return checkedEntry(venueSchema, {
    ...form,
    slug,
    latitude: reading?.ok ? reading.position.latitude : number(form.latitude),
    longitude: reading?.ok ? reading.position.longitude : number(form.longitude),
  })
}

/** The venue (already stored) with the same name or address segment, but not `id`. */
export function findSameVenue<T extends { id: string; name: string }>(
  venues: readonly T[],
  name: string,
  id: string,
): T | undefined {
  const [key, slug] = [foldText(name), documentSlug(name)]
  return venues.find(
    (venue) =>
      venue.id !== id && (foldText(venue.name) === key || documentSlug(venue.name) === slug),
  )
}

/** A stored venue (even an invalid one) as form values. */
export function venueFormValues(doc: Record<string, unknown> | null): VenueFormValues {
  const shown = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
  return {
    ...storedTexts(doc, ['name', 'address', 'postcode', 'accessInfo', 'website']),
    latitude: shown(doc?.latitude),
    longitude: shown(doc?.longitude),
    mapLink: '',
  }
}
