import { POSTCODE } from '@/lib/venues/schema'
import { slugify } from '@/lib/site/slug.mjs'
import { documentsOf, type Migration, type MigrationWrite, type StoredDocument } from './migration'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A name as people type it: case, accents, spacing, '&'/'and' and a leading 'The' do not count. */
export function venueKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '')
}

const bare = (link: string) => link.replace(/^https?:\/\//, '').replace(/\/+$/, '')

/** A UK postcode at the end of a typed address, after a comma, a space or a new line. */
const TRAILING_POSTCODE = /[\s,]*\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s*$/i

/** A typed address split into its lines and a trailing UK postcode, as a venue keeps them. */
export function addressOf(typed: string): { address: string; postcode: string } {
  const match = TRAILING_POSTCODE.exec(typed)
  const postcode = match && POSTCODE.test(match[1]!) ? match[1]! : ''
  const rest = match && postcode ? typed.slice(0, match.index) : typed
  return {
    address: rest
      .split(/\s*[,\n]\s*/)
      .filter(Boolean)
      .join('\n'),
    postcode,
  }
}

/**
 * Events written before venues existed (0.1.0) have their venue typed, so they never appear
 * on a venue's page. An event is linked (`venueId`) to the venue document of the name it
 * typed; where there is none, one is made from what the first such event typed (its name,
 * address and website), so upgrading from 0.1.0, which had no venues, gives every place a page.
 * The event's typed text stays, so its page keeps its own notes. An event whose own website
 * link differs from its venue's is left typed, and the run says so.
 */
export const typedVenues: Migration = {
  id: '0003-typed-venues',
  summary: 'Events with a typed venue are linked to the venue of that name, made if need be',
  reads: ['showcase', 'venues'],
  plan(collections) {
    const venues = new Map<string, StoredDocument>()
    const slugs = new Set<string>()
    for (const venue of documentsOf(collections, 'venues')) {
      const key = venueKey(text(venue.data.name))
      if (key && !venues.has(key)) venues.set(key, venue)
      slugs.add(text(venue.data.slug))
    }
    const created: MigrationWrite[] = []
    const notes: string[] = []
    const linked = documentsOf(collections, 'showcase').flatMap((doc) => {
      if (text(doc.data.venueId)) return []
      const typed = (doc.data.venue ?? {}) as Record<string, unknown>
      const name = text(typed.venueName)
      if (!name || !venueKey(name)) return []
      let venue = venues.get(venueKey(name))
      if (!venue) {
        venue = newVenue(name, typed, slugs)
        venues.set(venueKey(name), venue)
        created.push({
          collection: 'venues',
          id: venue.id,
          before: null,
          after: venue.data,
          why: `"${name}" made a venue, from what showcase/${doc.id} typed`,
        })
      }
      const own = text(typed.venueURL)
      if (own && bare(own) !== bare(text(venue.data.website))) {
        notes.push(
          `showcase/${doc.id}: "${name}" links to its own website (${own}), not the venue's, so it stays typed`,
        )
        return []
      }
      return [
        {
          collection: 'showcase',
          id: doc.id,
          before: doc.data,
          after: { ...doc.data, venueId: venue.id },
          why: `"${name}" linked to venues/${venue.id}`,
        },
      ]
    })
    return { writes: [...created, ...linked], notes }
  },
}

/** A venue made from an event's typed one, at an id fixed by its name (a resumed run finds it). */
function newVenue(
  name: string,
  typed: Record<string, unknown>,
  slugs: Set<string>,
): StoredDocument {
  const base = slugify(name) || 'venue'
  let slug = base
  for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`
  slugs.add(slug)
  const website = text(typed.venueURL)
  return {
    id: `migrated-${base}`,
    data: {
      name,
      slug,
      ...addressOf(text(typed.venueLocation)),
      accessInfo: '',
      website: /^https?:\/\//.test(website) ? website : '',
      latitude: null,
      longitude: null,
    },
  }
}
