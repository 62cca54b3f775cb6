import { documentsOf, type Migration, type StoredDocument } from './migration'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A name as people type it: case, spacing, '&'/'and' and a leading 'The' do not count. */
export function venueKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '')
}

const sameLink = (a: string, b: string) =>
  a.replace(/^https?:\/\//, '').replace(/\/+$/, '') ===
  b.replace(/^https?:\/\//, '').replace(/\/+$/, '')

/**
 * Events written before venues existed (0.1.0) have their venue typed, so they never appear
 * on that venue's page. An event whose typed venue has the name of a venue document is linked
 * to it (`venueId`); its typed text stays, so the page keeps its own notes. One whose own
 * website link differs, or that names no venue of the list, is left typed, and the run says so.
 */
export const typedVenues: Migration = {
  id: '0003-typed-venues',
  summary: 'Events with a typed venue are linked to the venue of that name',
  reads: ['showcase', 'venues'],
  plan(collections) {
    const venues = new Map<string, StoredDocument>()
    for (const venue of documentsOf(collections, 'venues')) {
      const key = venueKey(text(venue.data.name))
      if (key && !venues.has(key)) venues.set(key, venue)
    }
    const notes: string[] = []
    const writes = documentsOf(collections, 'showcase').flatMap((doc) => {
      if (text(doc.data.venueId)) return []
      const typed = (doc.data.venue ?? {}) as Record<string, unknown>
      const name = text(typed.venueName)
      if (!name) return []
      const venue = venues.get(venueKey(name))
      if (!venue) {
        notes.push(
          `showcase/${doc.id}: "${name}" is no venue of the list, so it stays typed (add the venue, then pick it in the event)`,
        )
        return []
      }
      const own = text(typed.venueURL)
      const website = text(venue.data.website)
      if (own && !sameLink(own, website)) {
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
    return { writes, notes }
  },
}
