import { buildIndex, searchSite } from './search-index'
import { RANKING_DOCUMENTS, RANKING_NOW, RANKING_QUERIES } from './ranking-fixture'
import { suggestQueries } from './suggest'

// The table of docs/search-ranking.md: each query's expected result must come first.
const site = buildIndex(RANKING_DOCUMENTS)
const ranked = (query: string) =>
  searchSite(site, query, RANKING_NOW, 50).hits.map((hit) => hit.doc.id)

describe('ranking on the fixed queries', () => {
  it.each(RANKING_QUERIES)('"$query" puts $top first ($why)', ({ query, top }) => {
    expect(ranked(query)[0]).toBe(top)
  })

  it('ranks "lottery" as written above the pottery workshop it is one letter from', () => {
    const ids = ranked('lottery')
    expect(ids.indexOf('updates/lottery')).toBeLessThan(ids.indexOf('events/pottery'))
  })

  it('a misspelling too far for the search is offered its nearest word, which finds it', () => {
    expect(ranked('cielidh')).toEqual([])
    expect(suggestQueries(site, 'cielidh', RANKING_NOW)).toEqual(['ceilidh'])
    expect(ranked('ceilidh')[0]).toBe('events/ceilidh')
  })
})
