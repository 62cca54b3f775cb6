import { parseLetterSegment } from './letters'

describe('parseLetterSegment', () => {
  it('accepts a lower-case letter', () => {
    expect(parseLetterSegment('m')).toEqual({ kind: 'letter', letter: 'M' })
  })

  it('accepts an upper-case letter, to be redirected', () => {
    expect(parseLetterSegment('M')).toEqual({ kind: 'letter', letter: 'M' })
  })

  it.each(['', 'ab', '1', '-', 'é', '%41', 'a '])('rejects %j', (segment) => {
    expect(parseLetterSegment(segment)).toEqual({ kind: 'not-a-letter' })
  })
})
