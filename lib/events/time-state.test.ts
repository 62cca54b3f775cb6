import { effectiveEnd, endedOn, eventPhase, isFeatured, nextTransition } from './time-state'

const NOW = new Date('2026-03-21T12:00:00.000Z')
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString()
const HOUR = 3_600_000

describe('eventPhase: intervals are half-open, [start, end)', () => {
  it('is upcoming while the start is still ahead', () => {
    expect(eventPhase({ dateStart: at(1), dateEnd: at(HOUR) }, NOW)).toBe('upcoming')
  })

  it('is current from the very moment it starts (start equal to now)', () => {
    expect(eventPhase({ dateStart: at(0), dateEnd: at(HOUR) }, NOW)).toBe('current')
  })

  it('is current up to the millisecond before it ends', () => {
    expect(eventPhase({ dateStart: at(-HOUR), dateEnd: at(1) }, NOW)).toBe('current')
  })

  it('has ended at the moment it ends (end equal to now)', () => {
    expect(eventPhase({ dateStart: at(-HOUR), dateEnd: at(0) }, NOW)).toBe('expired')
  })

  it('has ended after the end', () => {
    expect(eventPhase({ dateStart: at(-2 * HOUR), dateEnd: at(-1) }, NOW)).toBe('expired')
  })

  it('is upcoming, not current, when it starts in the future even with an end in the past', () => {
    // A mistyped end date must not hide an event that has not happened yet.
    expect(eventPhase({ dateStart: at(HOUR), dateEnd: at(-HOUR) }, NOW)).toBe('upcoming')
  })
})

describe('an event without an end date runs to the end of its London day', () => {
  // 12:00 UTC on 21 March 2026 is noon GMT; that London day ends at 2026-03-22T00:00Z.
  const undated = (dateStart: string) => ({ dateStart, dateEnd: null })

  it('is current for the rest of its start day', () => {
    expect(eventPhase(undated(at(-HOUR)), NOW)).toBe('current')
    expect(eventPhase(undated(at(0)), NOW)).toBe('current')
  })

  it('is current until the last millisecond of the day', () => {
    const lastMs = new Date('2026-03-21T23:59:59.999Z')
    expect(eventPhase(undated('2026-03-21T19:00:00Z'), lastMs)).toBe('current')
  })

  it('has ended at London midnight', () => {
    const midnight = new Date('2026-03-22T00:00:00Z')
    expect(eventPhase(undated('2026-03-21T19:00:00Z'), midnight)).toBe('expired')
  })

  it('ends at London midnight in summer time too (23:00 UTC)', () => {
    const event = undated('2026-06-20T18:00:00Z')
    expect(effectiveEnd(event).toISOString()).toBe('2026-06-20T23:00:00.000Z')
    expect(eventPhase(event, new Date('2026-06-20T22:59:59.999Z'))).toBe('current')
    expect(eventPhase(event, new Date('2026-06-20T23:00:00Z'))).toBe('expired')
  })

  it('is upcoming before it starts', () => {
    expect(eventPhase(undated(at(HOUR)), NOW)).toBe('upcoming')
  })

  it('says it ended on its start date', () => {
    expect(endedOn(undated('2026-03-21T19:00:00Z'))).toBe('2026-03-21T19:00:00Z')
    expect(endedOn({ dateStart: at(-HOUR), dateEnd: at(-1) })).toBe(at(-1))
  })
})

describe('isFeatured', () => {
  it('is featured while featureUntil is after now', () => {
    expect(isFeatured({ featureUntil: at(1) }, NOW)).toBe(true)
  })

  it('is not featured when featureUntil equals now', () => {
    expect(isFeatured({ featureUntil: at(0) }, NOW)).toBe(false)
  })

  it('is not featured after featureUntil', () => {
    expect(isFeatured({ featureUntil: at(-1) }, NOW)).toBe(false)
  })

  it('is not featured without a featureUntil', () => {
    expect(isFeatured({ featureUntil: null }, NOW)).toBe(false)
  })
})

describe('phase and feature', () => {
  it('are independent: an event can be featured while already over', () => {
    const event = { dateStart: at(-2 * HOUR), dateEnd: at(-HOUR), featureUntil: at(HOUR) }
    expect([eventPhase(event, NOW), isFeatured(event, NOW)]).toEqual(['expired', true])
  })
})

describe('nextTransition', () => {
  const now = new Date('2026-06-10T12:00:00.000Z')
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()

  it('is the soonest start, end or end of featuring after now', () => {
    const events = [
      { dateStart: at(-60), dateEnd: at(30), featureUntil: null },
      { dateStart: at(10), dateEnd: at(90), featureUntil: null },
      { dateStart: at(-600), dateEnd: at(-300), featureUntil: at(5) },
    ]
    expect(nextTransition(events, now)).toEqual(new Date(at(5)))
    expect(nextTransition(events.slice(0, 2), now)).toEqual(new Date(at(10)))
    expect(nextTransition(events.slice(0, 1), now)).toEqual(new Date(at(30)))
  })

  it('counts the end of the London day for an event without an end', () => {
    // 12:00 UTC in June is 13:00 in London; the day ends at 23:00 UTC.
    const events = [{ dateStart: at(-30), dateEnd: null, featureUntil: null }]
    expect(nextTransition(events, now)).toEqual(new Date('2026-06-10T23:00:00.000Z'))
  })

  it('is null when everything is over, and a moment equal to now is not next', () => {
    expect(
      nextTransition([{ dateStart: at(-60), dateEnd: at(0), featureUntil: at(-1) }], now),
    ).toBe(null)
    expect(nextTransition([], now)).toBe(null)
  })
})
