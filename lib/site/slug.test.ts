import { documentSlug, slugify } from './slug.mjs'

describe('slugify', () => {
  it.each([
    ['Summer Lantern Parade', 'summer-lantern-parade'],
    ['Music & Movement: Family Day!', 'music-and-movement-family-day'],
    ['  Café  Crème  ', 'cafe-creme'],
    ['South Bank — 2026', 'south-bank-2026'],
    ['!!!', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('documentSlug', () => {
  it('moves aside a slug that names one of the site’s own routes', () => {
    expect(documentSlug('Category')).toBe('category-1')
    expect(documentSlug('Free!')).toBe('free-1')
    expect(documentSlug('Access')).toBe('access-1')
    expect(documentSlug('This weekend!')).toBe('this-weekend-1')
    expect(documentSlug('Category Day')).toBe('category-day')
    expect(documentSlug('Lantern Parade!')).toBe('lantern-parade')
  })
})
