import { londonInstant } from '@/lib/admin/forms/fields'
import round2025 from '@/lib/migrations/0001-award-round-2025.json'
import { arrangeRounds, msUntilChange, roundState } from './round'

const round = { opensAt: round2025.opensAt, closesAt: round2025.closesAt }

describe('roundState', () => {
  const opens = Date.parse(round.opensAt)
  const closes = Date.parse(round.closesAt)

  it('is upcoming until the opening minute, open from it, closed from the closing minute', () => {
    expect(roundState(new Date(opens - 60_000), round)).toBe('upcoming')
    expect(roundState(new Date(opens - 1), round)).toBe('upcoming')
    expect(roundState(new Date(opens), round)).toBe('open')
    expect(roundState(new Date(closes - 1), round)).toBe('open')
    expect(roundState(new Date(closes), round)).toBe('closed')
    expect(roundState(new Date(closes + 86_400_000), round)).toBe('closed')
  })

  it('reads the deadline in the spec as 12 noon in London (GMT in February)', () => {
    expect(new Date(round.closesAt).toLocaleString('en-GB', { timeZone: 'Europe/London' })).toBe(
      '24/02/2025, 12:00:00',
    )
  })
})

describe('msUntilChange', () => {
  it('counts down to the opening, then to the closing, and is null after it', () => {
    const [opens, closes] = [Date.parse(round.opensAt), Date.parse(round.closesAt)]
    expect(msUntilChange(new Date(opens - 60_000), round)).toBe(60_000)
    expect(msUntilChange(new Date(opens), round)).toBe(closes - opens)
    expect(msUntilChange(new Date(closes - 60_000), round)).toBe(60_000)
    expect(msUntilChange(new Date(closes), round)).toBeNull()
  })
})

describe('rounds entered in London time, across the clock changes', () => {
  it('opens at 10:00 London before and after the clocks go forward (29 March 2026)', () => {
    const before = londonInstant('2026-03-28', '10:00')!
    const after = londonInstant('2026-03-30', '10:00')!
    expect(before.toISOString()).toBe('2026-03-28T10:00:00.000Z')
    expect(after.toISOString()).toBe('2026-03-30T09:00:00.000Z')
    // 47 hours apart, not 48: the night between lost an hour.
    expect(after.getTime() - before.getTime()).toBe(47 * 3_600_000)
    const state = (at: Date) =>
      roundState(at, { opensAt: after.toISOString(), closesAt: '2026-05-01T11:00:00Z' })
    expect(state(new Date('2026-03-30T08:59:00Z'))).toBe('upcoming')
    expect(state(new Date('2026-03-30T09:00:00Z'))).toBe('open')
  })

  it('closes at 12 noon London before and after the clocks go back (25 October 2026)', () => {
    expect(londonInstant('2026-10-24', '12:00')!.toISOString()).toBe('2026-10-24T11:00:00.000Z')
    expect(londonInstant('2026-10-26', '12:00')!.toISOString()).toBe('2026-10-26T12:00:00.000Z')
  })

  it('takes a time the clocks skip as the hour after, as a clock shows it', () => {
    expect(londonInstant('2026-03-29', '01:30')!.toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })
})

describe('arrangeRounds', () => {
  const r = (name: string, opensAt: string, closesAt: string) => ({ name, opensAt, closesAt })
  const old = r('2024', '2024-01-08T10:00:00Z', '2024-02-26T12:00:00Z')
  const last = r('2025', '2025-01-13T10:00:00Z', '2025-02-24T12:00:00Z')
  const coming = r('2027', '2027-01-11T10:00:00Z', '2027-02-22T12:00:00Z')
  const later = r('2028', '2028-01-10T10:00:00Z', '2028-02-21T12:00:00Z')

  it('shows the round to come as current, the one after as next, the closed ones as past', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    expect(arrangeRounds([later, old, coming, last], now)).toEqual({
      current: coming,
      next: later,
      past: [last, old],
    })
  })

  it('shows the open round as current', () => {
    const now = new Date('2025-02-01T12:00:00Z')
    expect(arrangeRounds([old, last, coming], now)).toEqual({
      current: last,
      next: coming,
      past: [old],
    })
  })

  it('shows the last closed round when none is to come, and nothing when there is none', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    expect(arrangeRounds([old, last], now)).toEqual({ current: last, next: null, past: [old] })
    expect(arrangeRounds([], now)).toEqual({ current: null, next: null, past: [] })
  })
})
