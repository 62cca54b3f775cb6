import {
  endOfLondonDay,
  formatDayMonth,
  formatDate,
  formatTime,
  londonClock,
  londonDate,
  londonParts,
  londonWallTime,
  londonWeekdayOnOrAfter,
  ordinalSuffix,
} from './dates.mjs'

describe('ordinalSuffix (spec §9)', () => {
  const expected = (day: number) => {
    if ([1, 21, 31].includes(day)) return 'st'
    if ([2, 22].includes(day)) return 'nd'
    if ([3, 23].includes(day)) return 'rd'
    return 'th'
  }
  it.each(Array.from({ length: 31 }, (_, i) => i + 1))('day %i', (day) => {
    expect(ordinalSuffix(day)).toBe(expected(day))
  })

  it('spells the teens with th', () => {
    expect([11, 12, 13].map((d) => `${d}${ordinalSuffix(d)}`)).toEqual(['11th', '12th', '13th'])
  })
})

describe('London dates', () => {
  it('shows a winter evening as it is in London (GMT)', () => {
    expect(formatDayMonth('2026-01-31T23:30:00Z')).toBe('Saturday 31st January')
    expect(formatTime('2026-01-31T23:30:00Z')).toBe('11:30pm')
  })

  it('shows a summer night as it is in London (BST)', () => {
    // 23:30 UTC on 20 June is 00:30 on Sunday 21 June in London.
    expect(formatDayMonth('2026-06-20T23:30:00Z')).toBe('Sunday 21st June')
    expect(formatTime('2026-06-20T23:30:00Z')).toBe('12:30am')
  })

  it('shows the year only when it is not this year (in London)', () => {
    expect(formatDate('2026-03-21T19:30:00Z', 2026)).toBe('Saturday 21st March')
    expect(formatDate('2025-02-24T12:00:00Z', 2026)).toBe('Monday 24th February 2025')
    expect(formatDate('2027-01-01T10:00:00Z', 2026)).toBe('Friday 1st January 2027')
    // 23:30 UTC on New Year's Eve 2025 is still 2025 in London (GMT).
    expect(formatDate('2025-12-31T23:30:00Z', 2026)).toBe('Wednesday 31st December 2025')
  })

  it('matches the example in the issue', () => {
    expect(formatDayMonth('2026-03-21T19:30:00Z')).toBe('Saturday 21st March')
    expect(formatTime('2026-03-21T19:30:00Z')).toBe('7:30pm')
  })

  it('ends a London day at London midnight on both sides of the clock changes', () => {
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026 and back on Sunday 25 October.
    expect(endOfLondonDay('2026-03-28T12:00:00Z').toISOString()).toBe('2026-03-29T00:00:00.000Z')
    expect(endOfLondonDay('2026-03-29T12:00:00Z').toISOString()).toBe('2026-03-29T23:00:00.000Z')
    expect(endOfLondonDay('2026-10-24T22:30:00Z').toISOString()).toBe('2026-10-24T23:00:00.000Z')
    expect(endOfLondonDay('2026-10-25T12:00:00Z').toISOString()).toBe('2026-10-26T00:00:00.000Z')
    // 23:30 UTC on 20 June is already 21 June in London, which ends at 23:00 UTC on the 21st.
    expect(endOfLondonDay('2026-06-20T23:30:00Z').toISOString()).toBe('2026-06-21T23:00:00.000Z')
  })
})

describe('formatTime', () => {
  it.each([
    ['2026-01-10T10:00:00Z', '10am'],
    ['2026-01-10T12:00:00Z', '12 noon'],
    ['2026-01-10T12:05:00Z', '12:05pm'],
    ['2026-01-10T00:00:00Z', '12am'],
    ['2026-07-10T18:45:00Z', '7:45pm'],
  ])('%s → %s', (iso, text) => {
    expect(formatTime(iso)).toBe(text)
  })
})

describe('londonParts', () => {
  it('gives the London calendar and clock of an instant', () => {
    expect(londonParts('2026-07-01T23:15:00Z')).toEqual({
      weekday: 'Thursday',
      day: 2,
      month: 'July',
      monthIndex: 6,
      year: 2026,
      hour: 0,
      minute: 15,
    })
  })
})

describe('London wall-clock arithmetic (the demo seed and the *Day/*Time fields use it)', () => {
  const winterEvening = new Date('2026-01-31T23:30:00Z') // Saturday 31st January, 11:30pm
  const summerNight = new Date('2026-06-20T23:30:00Z') // already Sunday 21st June in London

  it('finds the instant a London clock shows a time, days from now', () => {
    expect(londonWallTime(winterEvening, 0, '18:30').toISOString()).toBe('2026-01-31T18:30:00.000Z')
    expect(londonWallTime(winterEvening, 1, '09:00').toISOString()).toBe('2026-02-01T09:00:00.000Z')
    expect(londonWallTime(summerNight, 0, '10:00').toISOString()).toBe('2026-06-21T09:00:00.000Z')
  })

  it('counts days across the clock changes by the calendar, not by 24 hours', () => {
    const beforeSpring = new Date('2026-03-28T12:00:00Z')
    expect(londonWallTime(beforeSpring, 1, '12:00').toISOString()).toBe('2026-03-29T11:00:00.000Z')
    const beforeAutumn = new Date('2026-10-24T12:00:00Z')
    expect(londonWallTime(beforeAutumn, 1, '12:00').toISOString()).toBe('2026-10-25T12:00:00.000Z')
  })

  it('writes the London day and clock of an instant as the editing forms stored them', () => {
    expect(londonDate(summerNight)).toBe('2026-06-21')
    expect(londonClock(summerNight)).toBe('00:30')
    expect(londonDate('2026-01-05T09:05:00Z')).toBe('2026-01-05')
    expect(londonClock('2026-01-05T09:05:00Z')).toBe('09:05')
  })

  it('finds the offset of the next given weekday, by London days', () => {
    // Saturday 31st January in London: the Saturday is today, the Monday two days on.
    expect(londonWeekdayOnOrAfter(winterEvening, 0, 'Saturday')).toBe(0)
    expect(londonWeekdayOnOrAfter(winterEvening, 0, 'Monday')).toBe(2)
    expect(londonWeekdayOnOrAfter(winterEvening, 1, 'Saturday')).toBe(7)
    // Late on Saturday 20th June UTC is Sunday in London.
    expect(londonWeekdayOnOrAfter(summerNight, 0, 'Sunday')).toBe(0)
  })
})
