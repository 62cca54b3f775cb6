import { markTerms, snippet, SNIPPET_LENGTH } from './snippet'

const marked = (segments: { text: string; mark: boolean }[]) =>
  segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('')

describe('markTerms', () => {
  it('marks whole words that match, whatever their case', () => {
    expect(marked(markTerms('Pottery for all: pottery, potter and POTTERY.', ['pottery']))).toBe(
      '[Pottery] for all: [pottery], potter and [POTTERY].',
    )
  })

  it('leaves the text alone when nothing matched', () => {
    expect(markTerms('Lanterns', [])).toEqual([{ text: 'Lanterns', mark: false }])
    expect(markTerms('', ['x'])).toEqual([])
  })

  it('treats the terms as text, not patterns, and keeps HTML as text', () => {
    expect(marked(markTerms('a.b <b>c++</b> c++', ['c++', 'a.b']))).toBe('[a.b] <b>[c++]</b> [c++]')
  })

  it('marks words with accents and prefers the longer term', () => {
    expect(marked(markTerms('Café culture, café', ['café', 'caf']))).toBe('[Café] culture, [café]')
  })
})

describe('snippet', () => {
  const long = `${'Opening words of the event. '.repeat(20)}Bring a lantern to the parade. ${'More words after it. '.repeat(20)}`

  it('shows a window around the first matched word, with ellipses where it was cut', () => {
    const text = marked(snippet(long, ['lantern']))
    expect(text).toContain('[lantern]')
    expect(text.startsWith('…')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4)
  })

  it('cuts at word boundaries', () => {
    const text = marked(snippet(long, ['lantern']))
    expect(text).toMatch(/^…[A-Z]?[a-z]/)
    expect(text).toMatch(/[a-z.]…$/)
  })

  it('starts at the beginning when the match is only in the title', () => {
    const text = marked(snippet(long, ['zebra']))
    expect(text.startsWith('Opening words')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
  })

  it('keeps a short text whole', () => {
    expect(marked(snippet('A lantern walk.', ['lantern']))).toBe('A [lantern] walk.')
  })
})
