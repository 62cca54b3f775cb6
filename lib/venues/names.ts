/**
 * A venue's name as people type it: case, accents, spacing and punctuation, '&' or 'and', and a
 * leading 'The' do not count ("The Junction, South Bank" is "junction south bank", "Arts &
 * Crafts" is "arts and crafts"). The rule of the 0.1.0 upgrade (lib/migrations/0003-typed-
 * venues.ts), without its imports, so the admin's event form can use it in the browser.
 */
export function venueNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '')
}

/** The venue of the list a typed name means, if one does. */
export function venueNamed<T extends { name: string }>(
  venues: readonly T[],
  typed: string,
): T | undefined {
  const key = venueNameKey(typed)
  return key ? venues.find((venue) => venueNameKey(venue.name) === key) : undefined
}
