import { formatPounds, formatRoundMoment, topAmount } from './display'

describe('formatRoundMoment', () => {
  it('writes a moment as London shows it, in winter and in summer', () => {
    expect(formatRoundMoment('2025-02-24T12:00:00Z')).toBe('12 noon on Monday 24 February 2025')
    // 09:00 UTC is 10am in London on British Summer Time.
    expect(formatRoundMoment('2026-03-30T09:00:00Z')).toBe('10am on Monday 30 March 2026')
  })
})

describe('amounts', () => {
  it('formats pounds and finds the top amount', () => {
    expect(formatPounds(15000)).toBe('£15,000')
    expect(topAmount([{ maxPounds: 6000 }, { maxPounds: 15000 }])).toBe(15000)
    expect(topAmount([])).toBeNull()
  })
})
