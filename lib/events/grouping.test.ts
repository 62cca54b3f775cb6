import { categorySlug } from '@/lib/site/slug.mjs'
import { eventCategories, filterGroups, groupEvents, featuredEvents, inCategory } from './grouping'

const NOW = new Date('2026-03-21T12:00:00.000Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString()

interface E {
  id: string
  dateStart: string
  dateEnd: string | null
  featureUntil: string | null
  categories: string[]
}
const ev = (id: string, start: number, end: number | null, extra: Partial<E> = {}): E => ({
  id,
  dateStart: at(start),
  dateEnd: end === null ? null : at(end),
  featureUntil: null,
  categories: [],
  ...extra,
})
const ids = (list: { id: string }[]) => list.map((e) => e.id)

describe('groupEvents', () => {
  const events = [
    ev('later', 10 * DAY, 11 * DAY),
    ev('ended-long-ago', -30 * DAY, -29 * DAY),
    ev('on-ends-soon', -DAY, HOUR),
    ev('starts-now', 0, DAY),
    ev('ends-now', -DAY, 0),
    ev('soon', DAY, 2 * DAY),
    ev('on-ends-later', -2 * DAY, 5 * DAY),
    ev('ended-yesterday', -3 * DAY, -DAY),
    ev('undated-today', -HOUR, null),
    ev('undated-yesterday', -DAY, null),
  ]
  const groups = groupEvents(events, NOW)

  it('puts events on now in "current", soonest to end first', () => {
    expect(ids(groups.current)).toEqual([
      'on-ends-soon',
      'undated-today', // ends at London midnight, 12 hours away
      'starts-now',
      'on-ends-later',
    ])
  })

  it('puts events not yet started in "upcoming", soonest first', () => {
    expect(ids(groups.upcoming)).toEqual(['soon', 'later'])
  })

  it('puts ended events in "previous", most recently ended first', () => {
    expect(ids(groups.previous)).toEqual([
      'ends-now',
      'undated-yesterday', // ended at midnight, 12 hours ago
      'ended-yesterday',
      'ended-long-ago',
    ])
  })

  it('places every event in exactly one grid', () => {
    const all = [...groups.current, ...groups.upcoming, ...groups.previous]
    expect(ids(all).sort()).toEqual(ids(events).sort())
  })

  it('moves an event from upcoming to on now to previous as time passes', () => {
    const one = [ev('x', DAY, 2 * DAY)]
    const phaseAt = (ms: number) => {
      const g = groupEvents(one, new Date(NOW.getTime() + ms))
      return g.upcoming.length ? 'upcoming' : g.current.length ? 'current' : 'previous'
    }
    expect([phaseAt(0), phaseAt(DAY), phaseAt(2 * DAY)]).toEqual([
      'upcoming',
      'current',
      'previous',
    ])
  })
})

describe('featuredEvents', () => {
  it('keeps events featured after now, the one whose feature ends soonest first', () => {
    const events = [
      ev('late', DAY, 2 * DAY, { featureUntil: at(3 * DAY) }),
      ev('over', -DAY, DAY, { featureUntil: at(-HOUR) }),
      ev('never', DAY, 2 * DAY),
      ev('soon', 2 * DAY, 3 * DAY, { featureUntil: at(HOUR) }),
      ev('exactly-now', DAY, 2 * DAY, { featureUntil: at(0) }),
    ]
    expect(ids(featuredEvents(events, NOW))).toEqual(['soon', 'late'])
  })
})

describe('categories', () => {
  const events = [
    ev('a', 0, DAY, { categories: ['Workshop', 'Family'] }),
    ev('b', DAY, 2 * DAY, { categories: ['music', 'Family'] }),
    ev('c', -2 * DAY, -DAY, { categories: ['Workshop'] }),
  ]

  it('lists each category once, alphabetically', () => {
    expect(eventCategories(events)).toEqual(['Family', 'music', 'Workshop'])
  })

  it('counts names with one slug as one category', () => {
    const spelled = [
      ev('d', 0, DAY, { categories: ['Arts & Crafts'] }),
      ev('e', 0, DAY, { categories: ['arts and crafts', '!!!'] }),
    ]
    expect(eventCategories(spelled)).toEqual(['!!!', 'Arts & Crafts'])
    expect(inCategory(spelled[1]!, 'Arts & Crafts')).toBe(true)
  })

  it('gives each category an address segment', () => {
    expect(categorySlug('Arts & Crafts')).toBe('arts-and-crafts')
    expect(categorySlug('Café Culture')).toBe('cafe-culture')
    expect(categorySlug(' Música ')).toBe('musica')
    expect(categorySlug('音楽')).toBe('音楽')
    expect(categorySlug('!!!')).toBe('!!!')
  })

  it('matches a category whatever its case', () => {
    expect(inCategory(events[1]!, 'Music')).toBe(true)
    expect(inCategory(events[1]!, 'Workshop')).toBe(false)
  })

  it('filters every grid by category', () => {
    const filtered = filterGroups(groupEvents(events, NOW), 'workshop')
    expect(ids(filtered.current)).toEqual(['a'])
    expect(ids(filtered.upcoming)).toEqual([])
    expect(ids(filtered.previous)).toEqual(['c'])
  })

  it('leaves the grids alone without a category and empties them for an unknown one', () => {
    const groups = groupEvents(events, NOW)
    expect(filterGroups(groups, null)).toBe(groups)
    const none = filterGroups(groups, 'Knitting')
    expect([...none.current, ...none.upcoming, ...none.previous]).toEqual([])
  })
})
