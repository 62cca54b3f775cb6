import {
  canonicalFilters,
  MAX_VIEW_FILTERS,
  parseViewPath,
  viewFeedPath,
  viewHeading,
  viewPath,
  withFilter,
  withoutFilter,
  type EventView,
} from './views'

const december = { kind: 'month', month: { year: 2026, month: 12 } } as const

describe('a view’s one URL', () => {
  it('puts filters in one order, each once, and refuses an unknown one', () => {
    expect(canonicalFilters(['step-free', 'family', 'free', 'family'])).toEqual([
      'free',
      'family',
      'step-free',
    ])
    expect(canonicalFilters(['free', 'jetpack'])).toBeNull()
  })

  it('is the existing page for no filter or one, and /events/filter/… for the rest', () => {
    const cases: [EventView, string][] = [
      [{ filters: [], range: null }, '/events'],
      [{ filters: [], range: { kind: 'this-weekend' } }, '/events/this-weekend'],
      [{ filters: [], range: december }, '/events/month/2026/12'],
      [{ filters: ['free'], range: null }, '/events/free'],
      [{ filters: ['family'], range: null }, '/events/family'],
      [{ filters: ['captioned'], range: null }, '/events/access/captioned'],
      [{ filters: ['free', 'family'], range: null }, '/events/filter/free+family'],
      [{ filters: ['free'], range: { kind: 'next-7-days' } }, '/events/filter/free/next-7-days'],
      [
        { filters: ['free', 'family'], range: { kind: 'this-weekend' } },
        '/events/filter/free+family/this-weekend',
      ],
      [{ filters: ['family'], range: december }, '/events/filter/family/month/2026/12'],
    ]
    for (const [view, path] of cases) {
      expect(viewPath(view)).toBe(path)
      expect(viewFeedPath(view)).toBe(`${path}/calendar.ics`)
    }
  })

  it('reads back every URL it writes, as canonical', () => {
    const view: EventView = { filters: ['free', 'family', 'step-free'], range: december }
    const segments = viewPath(view).split('/').slice(3)
    expect(parseViewPath(segments)).toEqual({ view, feed: false, canonical: true })
    expect(parseViewPath([...segments, 'calendar.ics'])).toEqual({
      view,
      feed: true,
      canonical: true,
    })
  })

  it('reads another order, a repeat or one filter alone as not canonical', () => {
    expect(parseViewPath(['family+free'])?.canonical).toBe(false)
    expect(parseViewPath(['free+free+family'])?.canonical).toBe(false)
    expect(parseViewPath(['free'])?.canonical).toBe(false)
    expect(parseViewPath(['free', 'this-weekend'])?.canonical).toBe(true)
  })

  it('is no view for anything else', () => {
    for (const bad of [
      [],
      ['free+jetpack'],
      ['+'],
      ['free+family+step-free+captioned'],
      ['free', 'month', '2026', '13'],
      ['free', 'month', '2026'],
      ['free', 'weekend'],
      ['free', 'this-weekend', 'more'],
      ['free', 'calendar.ics', 'calendar.ics'],
    ]) {
      expect([bad, parseViewPath(bad)]).toEqual([bad, null])
    }
  })
})

describe('adding and removing filters', () => {
  const view: EventView = { filters: ['family'], range: { kind: 'this-weekend' } }

  it('adds in the one order, never twice, never past the most', () => {
    expect(withFilter(view, 'free')).toEqual({ ...view, filters: ['free', 'family'] })
    expect(withFilter(view, 'family')).toBeNull()
    const full = { ...view, filters: ['free', 'family', 'step-free'] }
    expect(full.filters).toHaveLength(MAX_VIEW_FILTERS)
    expect(withFilter(full, 'captioned')).toBeNull()
  })

  it('removes one and keeps the dates', () => {
    expect(viewPath(withoutFilter(view, 'family'))).toBe('/events/this-weekend')
  })

  it('says what is on in the heading', () => {
    expect(viewHeading({ filters: ['free', 'family'], range: { kind: 'this-weekend' } })).toBe(
      'Free and Family events: this weekend',
    )
    expect(viewHeading({ filters: ['free', 'family', 'captioned'], range: december })).toBe(
      'Free, Family and Captioned events: in December 2026',
    )
  })
})
