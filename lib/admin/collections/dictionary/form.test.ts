import { dictionaryDocumentFromForm, findSameWord, letterOf } from './form'

describe('letterOf', () => {
  it('is the first letter, upper case, with accents folded', () => {
    expect(letterOf('ceilidh')).toBe('C')
    expect(letterOf('  Éisteddfod')).toBe('E')
    expect(letterOf('Ōbon')).toBe('O')
  })

  it('is null for a word the A–Z pages cannot list', () => {
    expect(letterOf('3D printing')).toBeNull()
    expect(letterOf('“Quoted”')).toBeNull()
    expect(letterOf('')).toBeNull()
  })
})

describe('dictionaryDocumentFromForm', () => {
  it('derives the letter and sanitises the description', () => {
    const result = dictionaryDocumentFromForm({
      word: 'Zine',
      type: 'noun',
      desc: '<p>A small <strong>self-published</strong> magazine.</p><script>x()</script>',
    })
    expect(result).toEqual({
      ok: true,
      data: {
        letter: 'Z',
        word: 'Zine',
        type: 'noun',
        desc: '<p>A small <strong>self-published</strong> magazine.</p>',
      },
    })
  })

  it('puts the error beside the word', () => {
    expect(dictionaryDocumentFromForm({ word: '', type: '', desc: '' })).toEqual({
      ok: false,
      errors: { word: 'Enter the word.' },
    })
    expect(dictionaryDocumentFromForm({ word: '#hashtag', type: '', desc: '' })).toMatchObject({
      ok: false,
      errors: { word: expect.stringContaining('A to Z') },
    })
  })
})

describe('findSameWord', () => {
  const entries = [
    { id: 'a', word: 'Café culture' },
    { id: 'b', word: 'Zine' },
  ]

  it('finds the same word in any case, accents or spacing', () => {
    expect(findSameWord(entries, 'cafe  CULTURE', '')?.id).toBe('a')
    expect(findSameWord(entries, 'Zines', '')).toBeUndefined()
  })

  it('does not count the entry being edited', () => {
    expect(findSameWord(entries, 'Zine', 'b')).toBeUndefined()
  })
})
