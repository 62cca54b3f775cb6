import {
  decide,
  decideCategory,
  decideEventCategory,
  decideEventFilter,
  decideEventView,
  decideLetter,
  decideVenue,
  decideEventMonth,
  judgement,
  type SlugIndex,
} from './gate'

const RENDER = { action: 'render' }
const NOT_FOUND = { action: 'not-found' }
const redirectTo = (location: string) => ({ action: 'redirect', location })

const events: SlugIndex = new Map([
  ['evt-1', 'folk-night'],
  ['evt-2', 'clay-workshop'],
])
// 30 published updates: two listing pages of 24; one of them really has the slug 'page'.
const updates: SlugIndex = new Map([
  ...Array.from({ length: 29 }, (_, i): [string, string] => [`upd-${i}`, `news-${i}`]),
  ['7', 'page'],
])

describe('decide', () => {
  it('renders the canonical URL of a published event', () => {
    expect(decide('events', ['folk-night', 'evt-1'], events)).toEqual(RENDER)
  })

  it('redirects a wrong or missing slug to the canonical URL', () => {
    expect(decide('events', ['old-title', 'evt-1'], events)).toEqual(
      redirectTo('/events/folk-night/evt-1'),
    )
    expect(decide('events', ['evt-2'], events)).toEqual(redirectTo('/events/clay-workshop/evt-2'))
  })

  it('answers not found for an id that is not published, and for deeper paths', () => {
    expect(decide('events', ['folk-night', 'nope'], events)).toEqual(NOT_FOUND)
    expect(decide('events', ['nope'], events)).toEqual(NOT_FOUND)
    expect(decide('events', ['folk-night', 'evt-1', 'extra'], events)).toEqual(NOT_FOUND)
  })

  it('keeps a calendar download under its canonical event URL', () => {
    expect(decide('events', ['folk-night', 'evt-1', 'calendar.ics'], events)).toEqual(RENDER)
    expect(decide('events', ['old', 'evt-1', 'calendar.ics'], events)).toEqual(
      redirectTo('/events/folk-night/evt-1/calendar.ics'),
    )
    expect(decide('updates', ['news-1', 'upd-1', 'calendar.ics'], updates)).toEqual(NOT_FOUND)
  })

  it('keeps the picture crops under the canonical URL of an event or update', () => {
    expect(decide('events', ['folk-night', 'evt-1', 'picture-1x1.jpg'], events)).toEqual(RENDER)
    expect(decide('updates', ['old', 'upd-1', 'picture-16x9.jpg'], updates)).toEqual(
      redirectTo('/updates/news-1/upd-1/picture-16x9.jpg'),
    )
    expect(decide('events', ['folk-night', 'evt-1', 'picture-2x1.jpg'], events)).toEqual(NOT_FOUND)
  })

  it('encodes an id that needs it in the redirect', () => {
    const index: SlugIndex = new Map([['a b', 'spaced']])
    expect(decide('events', ['a b'], index)).toEqual(redirectTo('/events/spaced/a%20b'))
  })

  it('leaves the feeds and the subscription calendar to their own routes', () => {
    expect(decide('events', ['calendar.ics'], events)).toEqual(RENDER)
    expect(decide('updates', ['feed.xml'], updates)).toEqual(RENDER)
    expect(decide('updates', ['atom.xml'], updates)).toEqual(RENDER)
  })

  it('refuses anything below the feeds and the subscription calendar', () => {
    expect(decide('events', ['calendar.ics', 'x'], events)).toEqual(NOT_FOUND)
    expect(decide('updates', ['feed.xml', 'x', 'y'], updates)).toEqual(NOT_FOUND)
    expect(decide('updates', ['atom.xml', 'x'], updates)).toEqual(NOT_FOUND)
  })

  it('renders listing pages 2 to the last, sends page 1 home and refuses the rest', () => {
    expect(decide('updates', ['archive', 'page', '2'], updates)).toEqual(RENDER)
    expect(decide('updates', ['archive', 'page', '1'], updates)).toEqual(redirectTo('/updates'))
    for (const bad of ['3', '02', '0', 'x', '']) {
      expect(decide('updates', ['archive', 'page', bad], updates)).toEqual(NOT_FOUND)
    }
    expect(decide('updates', ['archive', 'page'], updates)).toEqual(NOT_FOUND)
    expect(decide('updates', ['archive', 'page', '2', 'x'], updates)).toEqual(NOT_FOUND)
  })

  it('redirects the old listing URLs, but never shadows an update whose slug is "page"', () => {
    expect(decide('updates', ['page', '2'], updates)).toEqual(redirectTo('/updates/archive/page/2'))
    expect(decide('updates', ['page', '7'], updates)).toEqual(RENDER)
    expect(decide('updates', ['page', 'x'], updates)).toEqual(NOT_FOUND)
    expect(decide('events', ['page', '2'], events)).toEqual(NOT_FOUND)
  })
})

describe('the past events pages', () => {
  // 60 published events: at most three pages of 24 can ever be past.
  const many: SlugIndex = new Map(
    Array.from({ length: 60 }, (_, i): [string, string] => [`e-${i}`, `event-${i}`]),
  )
  const categories: SlugIndex = new Map([['arts-and-crafts', 'Arts & Crafts']])
  // The proxy's bounds: 2 pages of all past events, 3 of the crafts ones.
  const previousPages: SlugIndex = new Map([
    ['', '2'],
    ['arts-and-crafts', '3'],
  ])

  it('bounds /events/archive/page/n by the events started, not by all published ones', () => {
    expect(decide('events', ['archive', 'page', '2'], many, previousPages)).toEqual(RENDER)
    expect(decide('events', ['archive', 'page', '3'], many, previousPages)).toEqual(NOT_FOUND)
    // The news has no such bound: every published update is listed.
    expect(decide('updates', ['archive', 'page', '3'], many, previousPages)).toEqual(RENDER)
  })

  it('renders /events/archive/page/2 to the bound, sends page 1 to /events, refuses the rest', () => {
    expect(decide('events', ['archive', 'page', '2'], many)).toEqual(RENDER)
    expect(decide('events', ['archive', 'page', '3'], many)).toEqual(RENDER)
    expect(decide('events', ['archive', 'page', '1'], many)).toEqual(redirectTo('/events'))
    for (const bad of ['4', '0', '02', 'x', '']) {
      expect(decide('events', ['archive', 'page', bad], many)).toEqual(NOT_FOUND)
    }
    expect(decide('events', ['archive', 'page', '2', 'x'], many)).toEqual(NOT_FOUND)
  })

  it('renders a category and its pages, sends its page 1 to it, refuses the rest', () => {
    const decideIn = (...segments: string[]) =>
      decideEventCategory(segments, categories, previousPages, new Map(), new Map())
    expect(decideIn('arts-and-crafts')).toEqual(RENDER)
    expect(decideIn('arts-and-crafts', 'page', '3')).toEqual(RENDER)
    expect(decideIn('arts-and-crafts', 'page', '1')).toEqual(
      redirectTo('/events/category/arts-and-crafts'),
    )
    expect(decideIn('music')).toEqual(NOT_FOUND)
    expect(decideIn('music', 'page', '2')).toEqual(NOT_FOUND)
    expect(decideIn('arts-and-crafts', 'page', '4')).toEqual(NOT_FOUND)
    expect(decideIn('arts-and-crafts', 'page')).toEqual(NOT_FOUND)
    // A category the bounds do not know (yet) has its first page only.
    const unbounded = decideEventCategory(
      ['arts-and-crafts', 'page', '2'],
      categories,
      new Map(),
      new Map(),
      new Map(),
    )
    expect(unbounded).toEqual(NOT_FOUND)
    expect(decideIn('arts-and-crafts', 'pages', '2')).toEqual(NOT_FOUND)
    expect(decideIn('arts-and-crafts', 'page', '2', 'x')).toEqual(NOT_FOUND)
    expect(decideIn()).toEqual(NOT_FOUND)
  })
})

describe('decideLetter and decideCategory', () => {
  const letters: SlugIndex = new Map([
    ['a', 'A'],
    ['b', 'B'],
  ])
  const categories: SlugIndex = new Map([
    ['Awards', 'Awards'],
    ['Access & 50% off', 'Access & 50% off'],
  ])

  it('renders a letter with entries, redirects any upper-case letter, refuses the rest', () => {
    expect(decideLetter('a', letters)).toEqual(RENDER)
    expect(decideLetter('B', letters)).toEqual(redirectTo('/fyi/dictionary/b'))
    // Upper case first becomes canonical; the lower-case URL then answers 404.
    expect(decideLetter('Z', letters)).toEqual(redirectTo('/fyi/dictionary/z'))
    for (const bad of ['z', 'zz', 'ab', 'AB', '', '1', 'é']) {
      expect(decideLetter(bad, letters)).toEqual(NOT_FOUND)
    }
  })

  it('renders a known category, exactly as named, and refuses the rest', () => {
    expect(decideCategory('Awards', categories)).toEqual(RENDER)
    expect(decideCategory('Access & 50% off', categories)).toEqual(RENDER)
    expect(decideCategory('awards', categories)).toEqual(NOT_FOUND)
    expect(decideCategory('Unknown', categories)).toEqual(NOT_FOUND)
  })
})

describe('decideEventFilter', () => {
  const filters = new Map([
    ['free', 'free'],
    ['bsl-interpreted', 'bsl-interpreted'],
  ])
  const render = { action: 'render' }
  const notFound = { action: 'not-found' }

  it('renders a filter some event has, and nothing else', () => {
    expect(decideEventFilter(['free'], filters)).toEqual(render)
    expect(decideEventFilter(['access', 'bsl-interpreted'], filters)).toEqual(render)
    expect(decideEventFilter(['access', 'captioned'], filters)).toEqual(notFound)
    expect(decideEventFilter(['access', 'free'], filters)).toEqual(notFound)
    expect(decideEventFilter(['access'], filters)).toEqual(notFound)
    expect(decideEventFilter(['free', 'x'], filters)).toEqual(notFound)
    expect(decideEventFilter(['access', 'bsl-interpreted', 'x'], filters)).toEqual(notFound)
    expect(decideEventFilter(['free'], new Map())).toEqual(notFound)
  })

  it('renders family like free, at its own address, and each filter’s feed', () => {
    const withFamily = new Map([...filters, ['family', 'family']])
    expect(decideEventFilter(['family'], withFamily)).toEqual(render)
    expect(decideEventFilter(['family'], filters)).toEqual(notFound)
    expect(decideEventFilter(['access', 'family'], withFamily)).toEqual(notFound)
    expect(decideEventFilter(['family', 'calendar.ics'], withFamily)).toEqual(render)
    expect(decideEventFilter(['free', 'calendar.ics'], filters)).toEqual(render)
    expect(decideEventFilter(['access', 'bsl-interpreted', 'calendar.ics'], filters)).toEqual(
      render,
    )
    expect(decideEventFilter(['access', 'captioned', 'calendar.ics'], filters)).toEqual(notFound)
    expect(decideEventFilter(['free', 'calendar.ics', 'x'], filters)).toEqual(notFound)
    expect(judgement('events', ['family'], false)?.kinds).toEqual(['eventFilters'])
  })

  it('is how /events/free and /events/access/… are judged, even in a preview', () => {
    const judging = judgement('events', ['access', 'captioned'], true)
    expect(judging?.kinds).toEqual(['eventFilters'])
    expect(judging?.decide([filters])).toEqual(notFound)
  })
})

describe('decideVenue', () => {
  const venues = new Map([['kirkleatham-museum', 'kirkleatham-museum']])

  it('renders a known venue, and 404s anything else', () => {
    expect(decideVenue(['kirkleatham-museum'], venues)).toEqual(RENDER)
    expect(decideVenue(['nowhere'], venues)).toEqual(NOT_FOUND)
    expect(decideVenue(['kirkleatham-museum', 'x'], venues)).toEqual(NOT_FOUND)
    expect(decideVenue(['kirkleatham-museum', 'calendar.ics'], venues)).toEqual(RENDER)
    expect(decideVenue(['nowhere', 'calendar.ics'], venues)).toEqual(NOT_FOUND)
    expect(decideVenue(['kirkleatham-museum', 'calendar.ics', 'x'], venues)).toEqual(NOT_FOUND)
    expect(judgement('venues', ['nowhere'], false)?.kinds).toEqual(['venues'])
    expect(judgement('venues', [], false)).toBeUndefined()
  })
})

describe('what is on by date', () => {
  const months: SlugIndex = new Map([
    ['2026/11', '2026/11'],
    ['2026/12', '2026/12'],
  ])

  it('renders a month with events, and nothing else under /events/month', () => {
    expect(decideEventMonth(['2026', '12'], months)).toEqual(RENDER)
    for (const bad of [
      ['2026', '10'],
      ['1999', '01'],
      ['2026', '13'],
      ['2026', '1'],
      ['2026', '00'],
      ['2026'],
      [],
      ['2026', '12', 'x'],
    ]) {
      expect(decideEventMonth(bad, months)).toEqual(NOT_FOUND)
    }
  })

  it('renders each date view’s feed, and nothing else below it', () => {
    expect(decideEventMonth(['2026', '12', 'calendar.ics'], months)).toEqual(RENDER)
    expect(decideEventMonth(['2026', '10', 'calendar.ics'], months)).toEqual(NOT_FOUND)
    expect(decide('events', ['this-weekend', 'calendar.ics'], events)).toEqual(RENDER)
    expect(decide('events', ['next-7-days', 'calendar.ics'], events)).toEqual(RENDER)
    expect(decide('events', ['next-7-days', 'calendar.ics', 'x'], events)).toEqual(NOT_FOUND)
    expect(decide('events', ['this-weekend', 'x'], events)).toEqual(NOT_FOUND)
    // The main feed has nothing below it.
    expect(decide('events', ['calendar.ics', 'calendar.ics'], events)).toEqual(NOT_FOUND)
  })

  it('judges /events/month/… by the months index, even in a preview', () => {
    const judging = judgement('events', ['month', '2099', '01'], true)
    expect(judging?.kinds).toEqual(['eventMonths'])
    expect(judging?.decide([months])).toEqual(NOT_FOUND)
  })

  it('sends /events/{yyyy}/{mm} to the month’s page, unless an event has that address', () => {
    expect(decide('events', ['2026', '12'], events)).toEqual(redirectTo('/events/month/2026/12'))
    expect(decide('events', ['2026', '13'], events)).toEqual(NOT_FOUND)
    expect(decide('events', ['2026', 'evt-1'], events)).toEqual(
      redirectTo('/events/folk-night/evt-1'),
    )
    const odd: SlugIndex = new Map([['12', '2026']])
    expect(decide('events', ['2026', '12'], odd)).toEqual(RENDER)
  })

  it('renders this weekend and the next 7 days, and nothing below them', () => {
    for (const view of ['this-weekend', 'next-7-days']) {
      expect(decide('events', [view], events)).toEqual(RENDER)
      expect(decide('events', [view, 'anything'], events)).toEqual(NOT_FOUND)
    }
  })
})

describe('decideEventView (/events/filter/…)', () => {
  const filters: SlugIndex = new Map(
    ['free', 'family', 'step-free', 'bsl-interpreted'].map((f): [string, string] => [f, f]),
  )
  const months: SlugIndex = new Map([['2026/12', '2026/12']])
  const view = (...segments: string[]) => decideEventView(segments, filters, months)

  it('renders a combination at its one address, with or without dates, and its feed', () => {
    expect(view('free+family')).toEqual(RENDER)
    expect(view('free+family', 'this-weekend')).toEqual(RENDER)
    expect(view('family', 'next-7-days')).toEqual(RENDER)
    expect(view('free+family+step-free', 'month', '2026', '12')).toEqual(RENDER)
    expect(view('free+family', 'this-weekend', 'calendar.ics')).toEqual(RENDER)
    expect(view('free', 'month', '2026', '12', 'calendar.ics')).toEqual(RENDER)
  })

  it('redirects another spelling of a view to its own address', () => {
    expect(view('family+free')).toEqual(redirectTo('/events/filter/free+family'))
    expect(view('free+free+family', 'this-weekend')).toEqual(
      redirectTo('/events/filter/free+family/this-weekend'),
    )
    expect(view('family+free', 'this-weekend', 'calendar.ics')).toEqual(
      redirectTo('/events/filter/free+family/this-weekend/calendar.ics'),
    )
    // One filter alone is its own page.
    expect(view('free')).toEqual(redirectTo('/events/free'))
    expect(view('step-free', 'calendar.ics')).toEqual(
      redirectTo('/events/access/step-free/calendar.ics'),
    )
  })

  it('404s an unknown filter, one no event has, too many, a bad or empty month, anything more', () => {
    for (const bad of [
      [],
      [''],
      ['free+'],
      ['free+jetpack'],
      ['free+captioned'],
      ['free+family+step-free+bsl-interpreted'],
      ['free+family', 'month', '2026', '10'],
      ['free+family', 'month', '2026', '13'],
      ['free+family', 'month', '2026'],
      ['free+family', 'tomorrow'],
      ['free+family', 'this-weekend', 'x'],
      ['free+family', 'calendar.ics', 'x'],
      ['free+family', 'this-weekend', 'calendar.ics', 'calendar.ics'],
    ]) {
      expect([bad, view(...bad)]).toEqual([bad, NOT_FOUND])
    }
  })

  it('is how /events/filter/… is judged, even in a preview', () => {
    const judging = judgement('events', ['filter', 'family+free'], true)
    expect(judging?.kinds).toEqual(['eventFilters', 'eventMonths'])
    expect(judging?.decide([filters, months])).toEqual(redirectTo('/events/filter/free+family'))
  })
})

describe('decideEventCategory below a category: its views with filters and dates', () => {
  const categories: SlugIndex = new Map([['arts-and-crafts', 'Arts & Crafts']])
  const filters: SlugIndex = new Map(
    ['free', 'family', 'step-free', 'bsl-interpreted'].map((f): [string, string] => [f, f]),
  )
  const months: SlugIndex = new Map([['2026/12', '2026/12']])
  const pages: SlugIndex = new Map([['arts-and-crafts', '3']])
  const view = (...segments: string[]) =>
    decideEventCategory(['arts-and-crafts', ...segments], categories, pages, filters, months)
  const crafts = '/events/category/arts-and-crafts'

  it('renders a category with filters and/or dates at its one address, and each feed', () => {
    for (const good of [
      ['this-weekend'],
      ['next-7-days', 'calendar.ics'],
      ['month', '2026', '12'],
      ['filter', 'free'],
      ['filter', 'free+family', 'calendar.ics'],
      ['filter', 'free+family', 'this-weekend'],
      ['filter', 'family+step-free+bsl-interpreted', 'month', '2026', '12', 'calendar.ics'],
    ]) {
      expect([good, view(...good)]).toEqual([good, RENDER])
    }
    // Its own page, feed and past pages are as they were.
    expect(view()).toEqual(RENDER)
    expect(view('calendar.ics')).toEqual(RENDER)
    expect(view('page', '3')).toEqual(RENDER)
  })

  it('redirects another order or a repeat to the one address', () => {
    expect(view('filter', 'family+free')).toEqual(redirectTo(`${crafts}/filter/free+family`))
    expect(view('filter', 'free+free', 'next-7-days', 'calendar.ics')).toEqual(
      redirectTo(`${crafts}/filter/free/next-7-days/calendar.ics`),
    )
  })

  it('404s an unknown category, filter or month, too many filters, anything more', () => {
    const bad = (...segments: string[]) =>
      decideEventCategory(segments, categories, pages, filters, months)
    expect(bad('music', 'this-weekend')).toEqual(NOT_FOUND)
    expect(bad('music', 'filter', 'free')).toEqual(NOT_FOUND)
    for (const segments of [
      ['filter'],
      ['filter', 'free+jetpack'],
      ['filter', 'free+captioned'],
      ['filter', 'free+family+step-free+bsl-interpreted'],
      ['filter', 'free', 'month', '2026', '10'],
      ['month', '2026', '10'],
      ['month', '2026', '13'],
      ['tomorrow'],
      ['this-weekend', 'x'],
      ['filter', 'free', 'this-weekend', 'calendar.ics', 'x'],
      ['calendar.ics', 'x'],
    ]) {
      expect([segments, view(...segments)]).toEqual([segments, NOT_FOUND])
    }
    // A filter no event has is not found, in every category.
    const unindexed = ['arts-and-crafts', 'filter', 'free']
    expect(decideEventCategory(unindexed, categories, pages, new Map(), months)).toEqual(NOT_FOUND)
  })

  it('is how /events/category/… is judged, with the filters and months', () => {
    const judging = judgement(
      'events',
      ['category', 'arts-and-crafts', 'filter', 'family+free'],
      false,
    )
    expect(judging?.kinds).toEqual([
      'eventCategories',
      'previousPages',
      'eventFilters',
      'eventMonths',
    ])
    expect(judging?.decide([categories, pages, filters, months])).toEqual(
      redirectTo(`${crafts}/filter/free+family`),
    )
  })
})
