import {
  canonicalFilters,
  MAX_VIEW_FILTERS,
  parseCategoryViewPath,
  parseViewPath,
  viewFeedPath,
  viewHeading,
  viewPath,
  withCategory,
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

describe('a view in one category', () => {
  const workshops = 'Arts & Crafts Workshops'
  const base = '/events/category/arts-and-crafts-workshops'

  it('lives below the category’s page, filters under /filter/, dates last', () => {
    const cases: [EventView, string][] = [
      [{ category: workshops, filters: [], range: null }, base],
      [
        { category: workshops, filters: [], range: { kind: 'this-weekend' } },
        `${base}/this-weekend`,
      ],
      [{ category: workshops, filters: [], range: december }, `${base}/month/2026/12`],
      [{ category: workshops, filters: ['free'], range: null }, `${base}/filter/free`],
      [
        { category: workshops, filters: ['free', 'family'], range: { kind: 'next-7-days' } },
        `${base}/filter/free+family/next-7-days`,
      ],
      [
        { category: workshops, filters: ['captioned'], range: december },
        `${base}/filter/captioned/month/2026/12`,
      ],
    ]
    for (const [view, path] of cases) {
      expect(viewPath(view)).toBe(path)
      expect(viewFeedPath(view)).toBe(`${path}/calendar.ics`)
      const segments = path.split('/').slice(4)
      expect(parseCategoryViewPath(workshops, segments)).toEqual({
        view,
        feed: false,
        canonical: true,
      })
      expect(parseCategoryViewPath(workshops, [...segments, 'calendar.ics'])).toEqual({
        view,
        feed: true,
        canonical: true,
      })
    }
  })

  it('reads another order or a repeat as not canonical', () => {
    expect(parseCategoryViewPath(workshops, ['filter', 'family+free'])).toEqual({
      view: { category: workshops, filters: ['free', 'family'], range: null },
      feed: false,
      canonical: false,
    })
    expect(
      parseCategoryViewPath(workshops, ['filter', 'free+free', 'this-weekend'])?.canonical,
    ).toBe(false)
  })

  it('is no view for anything else', () => {
    for (const bad of [
      ['filter'],
      ['filter', ''],
      ['filter', 'free+jetpack'],
      ['filter', 'free+family+step-free+captioned'],
      ['filter', 'free', 'weekend'],
      ['filter', 'free', 'month', '2026', '13'],
      ['weekend'],
      ['page'],
      ['this-weekend', 'more'],
      ['free'],
      ['calendar.ics', 'calendar.ics'],
    ]) {
      expect([bad, parseCategoryViewPath(workshops, bad)]).toEqual([bad, null])
    }
  })

  it('keeps the category as filters and dates change, and can drop it', () => {
    const view: EventView = { category: workshops, filters: ['family'], range: null }
    expect(viewPath(withFilter(view, 'free')!)).toBe(`${base}/filter/free+family`)
    expect(viewPath(withoutFilter(view, 'family'))).toBe(base)
    expect(viewPath(withCategory(view, null))).toBe('/events/family')
    expect(viewPath(withCategory({ filters: ['free'], range: december }, workshops))).toBe(
      `${base}/filter/free/month/2026/12`,
    )
  })

  it('names the category in the heading', () => {
    expect(viewHeading({ category: 'Workshops', filters: ['free'], range: december })).toBe(
      'Free events in Workshops: in December 2026',
    )
    expect(
      viewHeading({ category: 'Workshops', filters: [], range: { kind: 'this-weekend' } }),
    ).toBe('Events in Workshops: this weekend')
  })
})
