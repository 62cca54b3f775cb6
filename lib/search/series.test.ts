import { RANKING_DOCUMENTS } from './ranking-fixture'
import { nextSeriesDate, seriesRhythm } from './series'

const choir = RANKING_DOCUMENTS.find((doc) => doc.id === 'events/choir')!.series!

describe('a series in the results', () => {
  it('has its next date, not its first, past one', () => {
    // The Sunday after a Saturday: the next Saturday, at 10am London time (GMT by then).
    expect(nextSeriesDate(choir, new Date('2026-11-29T12:00:00Z'))?.start).toBe(
      '2026-12-05T10:00:00.000Z',
    )
    // During a date, that date is the next one.
    expect(nextSeriesDate(choir, new Date('2026-12-05T11:00:00Z'))?.date).toBe('2026-12-05')
  })

  it('leaves out a cancelled date, and has none once the last is over', () => {
    const cancelled = {
      ...choir,
      recurrence: {
        ...choir.recurrence,
        changes: [{ date: '2026-12-05', cancelled: true, start: null, end: null, note: '' }],
      },
    }
    expect(nextSeriesDate(cancelled, new Date('2026-11-29T12:00:00Z'))?.date).toBe('2026-12-12')
    expect(nextSeriesDate(choir, new Date('2027-04-01T12:00:00Z'))).toBeNull()
  })

  it('says its rhythm as its page does', () => {
    expect(seriesRhythm(choir, 2026)).toBe('Every Saturday from 5th September to 27th March 2027')
  })
})
