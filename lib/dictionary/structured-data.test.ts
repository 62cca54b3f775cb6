import { definedTermSetJsonLd, termAnchor } from './structured-data'

describe('definedTermSetJsonLd', () => {
  it('lists each term with a URL to its entry on the page', () => {
    const data = definedTermSetJsonLd({
      name: 'Dictionary: M',
      path: '/fyi/dictionary/m',
      terms: [{ word: 'Match funding', desc: 'Money from another source.' }],
    })
    expect(data['@type']).toBe('DefinedTermSet')
    const [term] = data.hasDefinedTerm as unknown as Record<string, unknown>[]
    expect(term).toMatchObject({
      '@type': 'DefinedTerm',
      name: 'Match funding',
      description: 'Money from another source.',
    })
    expect(term?.url).toMatch(/\/fyi\/dictionary\/m#term-match-funding$/)
    expect(term?.inDefinedTermSet).toBe(data.url)
  })
})

describe('termAnchor', () => {
  it('is a stable id from the word', () => {
    expect(termAnchor('In-kind support')).toBe('term-in-kind-support')
    expect(termAnchor('VAT')).toBe('term-vat')
    expect(termAnchor('***')).toBe('term-entry')
  })
})
