import { MAX_QUERY_LENGTH, normaliseQuery } from './query'

describe('normaliseQuery', () => {
  it('trims and collapses white space', () => {
    expect(normaliseQuery('  pottery \t\n  lantern ')).toEqual({
      kind: 'search',
      text: 'pottery lantern',
    })
  })

  it('takes the first of a repeated q', () => {
    expect(normaliseQuery(['clay', 'paint'])).toEqual({ kind: 'search', text: 'clay' })
  })

  it('calls a missing or blank query empty', () => {
    expect(normaliseQuery(undefined)).toEqual({ kind: 'empty' })
    expect(normaliseQuery('   ')).toEqual({ kind: 'empty' })
    expect(normaliseQuery([])).toEqual({ kind: 'empty' })
  })

  it('refuses a query over the limit, counted after collapsing spaces', () => {
    expect(normaliseQuery('a'.repeat(MAX_QUERY_LENGTH))).toMatchObject({ kind: 'search' })
    expect(normaliseQuery(`${'a '.repeat(60)}`)).toEqual({ kind: 'too-long', length: 119 })
  })
})
