import {
  ADMIN_PAGE_SIZE,
  categoriesIn,
  listQuery,
  queryParams,
  searchDocuments,
  statusText,
  type ListedDocument,
} from './listing'

const doc = (
  id: string,
  title: string,
  date: string | null,
  more: Partial<ListedDocument> = {},
): ListedDocument => ({
  id,
  title,
  summary: '',
  categories: [],
  date,
  published: true,
  scheduledFor: null,
  offSince: null,
  comesOff: null,
  goesAhead: 'scheduled',
  ...more,
})

const ids = (docs: ListedDocument[], params: Record<string, string> = {}) =>
  searchDocuments(docs, listQuery(params)).rows.map((d) => d.id)

describe('searchDocuments', () => {
  const docs = [
    doc('a', 'Teesside Folk Night', '2026-10-01T19:00:00Z', {
      summary: 'Songs from the river',
      categories: ['Music'],
    }),
    doc('b', 'Café Poetry Evening', '2026-12-05T18:00:00Z', {
      published: false,
      categories: ['Words'],
    }),
    doc('c', 'Folk at the Beacon', null, { scheduledFor: '2027-01-01T09:00:00Z' }),
    doc('d', 'Lantern Parade', '2026-11-30T23:30:00Z', {
      goesAhead: 'cancelled',
      categories: ['Music', 'Family'],
    }),
    doc('e', 'Summer Fair', '2026-07-01T10:00:00Z', { offSince: '2026-07-02T00:00:00Z' }),
  ]

  it('lists the newest first, undated last', () => {
    expect(ids(docs)).toEqual(['b', 'd', 'a', 'e', 'c'])
    expect(ids(docs, { order: 'asc' })).toEqual(['e', 'a', 'd', 'b', 'c'])
  })

  it('matches every word in the title or summary, in any case and without accents', () => {
    expect(ids(docs, { q: 'folk' })).toEqual(['a', 'c'])
    expect(ids(docs, { q: 'CAFE poetry' })).toEqual(['b'])
    expect(ids(docs, { q: 'river songs' })).toEqual(['a'])
    expect(ids(docs, { q: 'folk poetry' })).toEqual([])
  })

  it('filters by status, category and London dates', () => {
    expect(ids(docs, { status: 'draft' })).toEqual(['b'])
    expect(ids(docs, { status: 'scheduled' })).toEqual(['c'])
    expect(ids(docs, { status: 'published' })).toEqual(['d', 'a'])
    expect(ids(docs, { status: 'off' })).toEqual(['e'])
    expect(ids(docs, { status: 'cancelled' })).toEqual(['d'])
    expect(ids(docs, { category: 'Music' })).toEqual(['d', 'a'])
    // 23:30 UTC on 30 November is still 30 November in London (GMT).
    expect(ids(docs, { from: '2026-11-01', to: '2026-11-30' })).toEqual(['d'])
    expect(ids(docs, { from: '2026-12-01' })).toEqual(['b'])
  })

  it('sorts by title or status, and leaves out what it does not know', () => {
    expect(ids(docs, { sort: 'title' })).toEqual(['b', 'c', 'd', 'e', 'a'])
    expect(ids(docs, { sort: 'title', order: 'desc' })).toEqual(['a', 'e', 'd', 'c', 'b'])
    expect(ids(docs, { sort: 'status' })).toEqual(['b', 'c', 'd', 'a', 'e'])
    expect(listQuery({ sort: 'colour', status: 'lost', from: 'yesterday' })).toMatchObject({
      sort: 'date',
      status: '',
      from: '',
    })
  })

  it('writes a query back as an address without its defaults', () => {
    const query = listQuery({ q: 'folk', sort: 'title', page: '2' })
    expect(queryParams(query).toString()).toBe('q=folk&sort=title&page=2')
    expect(queryParams(query, { page: 1, order: 'desc' }).toString()).toBe(
      'q=folk&sort=title&order=desc',
    )
  })

  it('pages the results and keeps the page number in range', () => {
    const many = Array.from({ length: ADMIN_PAGE_SIZE + 5 }, (_, i) =>
      doc(String(i), `Event ${i}`, `2026-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`),
    )
    const second = searchDocuments(many, listQuery({ page: '2' }))
    expect(second).toMatchObject({ page: 2, pages: 2, total: ADMIN_PAGE_SIZE + 5 })
    expect(second.rows).toHaveLength(5)
    expect(searchDocuments(many, listQuery({ page: '99' })).page).toBe(2)
    expect(searchDocuments(many, listQuery({ page: 'x' })).page).toBe(1)
  })

  it('offers the categories in use, A to Z', () => {
    expect(categoriesIn(docs)).toEqual(['Family', 'Music', 'Words'])
  })
})

describe('statusText', () => {
  it('says when a published document comes off the site, while that is still to come', () => {
    const comesOff = '2026-12-05T12:00:00Z'
    expect(statusText(doc('a', 'Folk Night', null, { comesOff }))).toBe(
      'Published · Comes off Saturday 5th December 2026, 12 noon',
    )
    expect(
      statusText(
        doc('b', 'Lantern Parade', null, {
          comesOff,
          scheduledFor: '2026-12-01T09:00:00Z',
          goesAhead: 'postponed',
        }),
      ),
    ).toBe(
      'Scheduled: Tuesday 1st December 2026, 9am · Comes off Saturday 5th December 2026, 12 noon · Postponed',
    )
  })

  it('says nothing of a take-off time of a draft, or one that has passed', () => {
    expect(
      statusText(doc('c', 'Draft', null, { published: false, comesOff: '2026-12-05T12:00:00Z' })),
    ).toBe('Draft')
    expect(statusText(doc('d', 'Summer Fair', null, { offSince: '2026-07-02T00:00:00Z' }))).toBe(
      'Off the site',
    )
  })
})
