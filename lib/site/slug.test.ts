import { slugify } from './slug.mjs'

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
