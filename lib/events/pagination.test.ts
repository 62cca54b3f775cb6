import { previousEventsHref } from './pagination'

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
