import { z } from 'zod'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import { POSTCODE, venueSchema } from '@/lib/venues/schema'
import { documentSlug } from '@/lib/site/slug.mjs'
import { foldText } from '@/lib/content/plain-text'
import { checkedEntry } from './entry-form'
import type { FormResult } from './event-form'
import { fieldErrors, optionalLink, plainText, requiredText, storedText } from './form-fields'

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
  })
  .superRefine((form, ctx) => {
    if (Boolean(form.latitude) !== Boolean(form.longitude)) {
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
  const form = parsed.data
  const slug = documentSlug(form.name)
  if (!slug) return { ok: false, errors: { name: 'The name needs at least one letter or number.' } }
  return checkedEntry(venueSchema, {
    ...form,
    slug,
    latitude: number(form.latitude),
    longitude: number(form.longitude),
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
    name: storedText(doc?.name),
    address: storedText(doc?.address),
    postcode: storedText(doc?.postcode),
    accessInfo: storedText(doc?.accessInfo),
    website: storedText(doc?.website),
    latitude: shown(doc?.latitude),
    longitude: shown(doc?.longitude),
  }
}
