import { updatesPageHref } from './pagination'

describe('updatesPageHref', () => {
  it('sends page 1 to the index and later pages to /updates/archive/page/n', () => {
    expect(updatesPageHref(1)).toBe('/updates')
    expect(updatesPageHref(2)).toBe('/updates/archive/page/2')
    expect(updatesPageHref(84)).toBe('/updates/archive/page/84')
  })
})
