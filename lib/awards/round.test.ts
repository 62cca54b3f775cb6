import { AWARDS } from './facts.mjs'
import { msUntilClose, roundState } from './round'

describe('roundState', () => {
  const deadline = Date.parse(AWARDS.deadlineIso)

  it('is open until the deadline and closed from that moment', () => {
    expect(roundState(new Date(deadline - 1), AWARDS.deadlineIso)).toBe('open')
    expect(roundState(new Date(deadline), AWARDS.deadlineIso)).toBe('closed')
    expect(roundState(new Date(deadline + 86_400_000), AWARDS.deadlineIso)).toBe('closed')
  })

  it('reads the SPEC deadline as 12 noon in London (GMT in February)', () => {
    expect(
      new Date(AWARDS.deadlineIso).toLocaleString('en-GB', { timeZone: 'Europe/London' }),
    ).toBe('24/02/2025, 12:00:00')
  })
})

describe('msUntilClose', () => {
  it('counts down to the deadline, and is null after it', () => {
    const deadline = Date.parse(AWARDS.deadlineIso)
    expect(msUntilClose(new Date(deadline - 60_000), AWARDS.deadlineIso)).toBe(60_000)
    expect(msUntilClose(new Date(deadline), AWARDS.deadlineIso)).toBeNull()
  })
})
