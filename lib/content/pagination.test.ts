import { laterPageParams, pageCount, pageLinks, pageOf, parsePageNumber } from './pagination'

describe('parsePageNumber', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['84', 84],
  ])('accepts %s', (segment, expected) => {
    expect(parsePageNumber(segment)).toBe(expected)
  })

  it.each(['0', '02', '-1', '+2', '2.0', '1e3', '', 'abc', ' 2', '9999999', 'AbCdEf123'])(
    'rejects %p',
    (segment) => {
      expect(parsePageNumber(segment)).toBeNull()
    },
  )
})

describe('laterPageParams', () => {
  it('lists pages 2 to the last, up to the limit', () => {
    expect(laterPageParams(4, 10)).toEqual([{ page: '2' }, { page: '3' }, { page: '4' }])
    expect(laterPageParams(84, 3)).toEqual([{ page: '2' }, { page: '3' }])
  })

  it('gives page 2 (a 404) when there is only one page', () => {
    expect(laterPageParams(1, 10)).toEqual([{ page: '2' }])
  })
})

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(0, 24)).toBe(1)
    expect(pageCount(24, 24)).toBe(1)
    expect(pageCount(25, 24)).toBe(2)
    expect(pageCount(2000, 24)).toBe(84)
  })
})

describe('pageLinks', () => {
  it('lists every page when there are few', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(2, 3)).toEqual([1, 2, 3])
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageLinks(40, 84)).toEqual([1, 'gap', 39, 40, 41, 'gap', 84])
    expect(pageLinks(1, 84)).toEqual([1, 2, 'gap', 84])
    expect(pageLinks(84, 84)).toEqual([1, 'gap', 83, 84])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, i) => i)

  it('gives the page asked for, and how many pages and items there are', () => {
    expect(pageOf(items, 2, 20)).toEqual({
      rows: items.slice(20, 40),
      page: 2,
      pages: 3,
      total: 45,
    })
  })

  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [2.7, 2],
    [99, 3],
  ])('keeps page %p within the pages there are (%p)', (asked, page) => {
    expect(pageOf(items, asked, 20).page).toBe(page)
  })

  it('has one empty page when nothing matches', () => {
    expect(pageOf([], 4, 20)).toEqual({ rows: [], page: 1, pages: 1, total: 0 })
  })
})
