import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CONSORTIUM, initials, PARTNERS } from './organisations'

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

describe('organisations', () => {
  it.each([...CONSORTIUM, ...PARTNERS].map((o) => [o.name, o.logo]))(
    '%s has its logo in public/',
    (_name, logo) => {
      expect(existsSync(join(__dirname, '..', '..', 'public', logo))).toBe(true)
    },
  )
})
