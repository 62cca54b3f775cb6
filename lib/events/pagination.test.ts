import { previousEventsHref, previousPageBounds } from './pagination'

describe('previousEventsHref', () => {
  it('sends page 1 to the showcase itself', () => {
    expect(previousEventsHref(1, null)).toBe('/events')
    expect(previousEventsHref(1, 'Arts & Crafts')).toBe('/events/category/arts-and-crafts')
  })

  it('puts later pages under the archive, or under their category', () => {
    expect(previousEventsHref(2, null)).toBe('/events/archive/page/2')
    expect(previousEventsHref(209, null)).toBe('/events/archive/page/209')
    expect(previousEventsHref(3, 'Music')).toBe('/events/category/music/page/3')
  })
})

describe('previousPageBounds', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const event = (start: string | null, ...categories: string[]) => ({ start, categories })

  it('counts the events started by a day from now, of all and of each category', () => {
    const past = Array.from({ length: 30 }, () => event('2026-10-01T18:00:00Z', 'Music'))
    const bounds = previousPageBounds(
      [
        ...past,
        event('2026-11-25T09:00:00Z', 'Arts & Crafts'), // within the day ahead
        ...Array.from({ length: 40 }, () => event('2026-12-25T09:00:00Z', 'Music')), // later
        event(null, 'Music'),
      ],
      now,
    )
    // 31 events: two pages of 24; Music's 30 past ones two pages; the crafts event one.
    expect(Object.fromEntries(bounds)).toEqual({ '': 2, music: 2, 'arts-and-crafts': 1 })
  })

  it('is one page when nothing has started, and counts an event once per category', () => {
    expect(Object.fromEntries(previousPageBounds([], now))).toEqual({ '': 1 })
    const twice = Array.from({ length: 25 }, () => event('2026-01-01T00:00:00Z', 'Film', 'film'))
    expect(Object.fromEntries(previousPageBounds(twice, now))).toEqual({ '': 2, film: 2 })
  })
})
