import { initials } from './organisations'

describe('initials', () => {
  it.each([
    ['Tom Heslop', 'TH'],
    ['Aisha Rahman', 'AR'],
    ['Marek  de  Nowak', 'MN'],
    ['priya', 'P'],
    ['Síle Ó Briain', 'SB'],
    ['  ', ''],
    ['Jo (Joanne) Pattison', 'JP'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
