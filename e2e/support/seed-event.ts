import { updateEmulatorDocument } from '../../scripts/lib/seed-emulator.mjs'
import { emulator } from './env'

/** What a spec says of its event; everything else is filled in. */
interface EventInput {
  title: string
  slug: string
  start: Date
  end?: Date | null
  featureUntil?: Date | null
}

/**
 * Writes (or rewrites) a published event of a spec's own into the emulator: every field the
 * schema needs, with `title`, `slug` and the moments given (`fields` replaces any of them).
 * The site shows it once its tag is revalidated.
 */
export function seedEvent(
  input: EventInput & { id: string },
  fields: Record<string, unknown> = {},
) {
  return updateEmulatorDocument({
    ...emulator,
    collection: 'showcase',
    id: input.id,
    data: eventDocument(input, fields),
  })
}

/**
 * A published event's fields, every one the schema reads, with `title`, `slug` and the moments
 * given; `fields` replaces any of them (a spec's odd values among them).
 */
export function eventDocument(
  input: EventInput,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: input.title,
    titleSlug: input.slug,
    titleSplit: [input.title, ''],
    description: '<p>Seeded by an end-to-end test.</p>',
    shortDescription: '',
    dateStart: input.start,
    dateEnd: input.end ?? null,
    featureUntil: input.featureUntil ?? null,
    ticket: { needed: 'No', ticketInfo: '', ticketLink: '', ageRestrictions: '' },
    venue: { venueName: '', venueInfo: '', venueLocation: '', venueURL: '' },
    images: [],
    documents: [],
    categories: [],
    pubDate: new Date(),
    themeColour: 'white',
    published: true,
    ...fields,
  }
}
