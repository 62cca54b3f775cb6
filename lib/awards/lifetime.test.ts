import { awardsLifetime, nextRoundChange } from './lifetime'

const now = new Date('2026-02-24T11:59:00Z')
const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
const lifetime = { stale: 60, revalidate: 60, expire: 31_536_000 }

describe('nextRoundChange', () => {
  it('is the soonest opening or closing still to come, of any round', () => {
    const open = { opensAt: at(-86_400_000), closesAt: at(60_000) }
    const next = { opensAt: at(30_000), closesAt: at(90_000_000) }
    const past = { opensAt: at(-90_000_000), closesAt: at(-86_400_001) }
    expect(nextRoundChange([open, next, past], now)).toBe(now.getTime() + 30_000)
    expect(nextRoundChange([open, past], now)).toBe(now.getTime() + 60_000)
    expect(nextRoundChange([past], now)).toBeNull()
    expect(nextRoundChange([], now)).toBeNull()
  })
})

describe('awardsLifetime', () => {
  it('ends the view’s lifetime before a round opens or closes, as other pages do', () => {
    // 60 s before the closing minute: the regular lifetime would keep 'open' up to 59 s late.
    const closing = [{ opensAt: at(-86_400_000), closesAt: at(60_000) }]
    expect(awardsLifetime(lifetime, closing, now)).toEqual({ ...lifetime, revalidate: 30 })
    const opening = [{ opensAt: at(12_300), closesAt: at(86_400_000) }]
    expect(awardsLifetime(lifetime, opening, now).revalidate).toBe(6)
  })

  it('leaves the page stale by the minute whatever the age of the view it reuses', () => {
    // Next gives a page the whole lifetime of a cached read it reuses (the decision above).
    for (const left of [1_000, 2_000, 7_500, 41_000, 59_999, 110_000]) {
      const rounds = [{ opensAt: at(left), closesAt: at(left + 86_400_000) }]
      const ms = awardsLifetime(lifetime, rounds, now).revalidate * 1000
      const oldestReuse = ms - 1
      // Under 2 s before the minute the lifetime is 1 s: at most about 2 s past it.
      expect(oldestReuse + ms).toBeLessThanOrEqual(Math.max(left, 2_000))
    }
  })

  it('keeps the regular lifetime when nothing opens or closes within it', () => {
    const far = [{ opensAt: at(-86_400_000), closesAt: at(3_600_000) }]
    expect(awardsLifetime(lifetime, far, now)).toBe(lifetime)
    expect(awardsLifetime(lifetime, [], now)).toBe(lifetime)
  })
})
