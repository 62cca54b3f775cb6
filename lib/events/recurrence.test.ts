import {
  recurrenceSchema,
  rruleText,
  seriesSchedule,
  recurrenceText,
  seriesText,
  type Recurrence,
} from './recurrence'

const rule = (fields: Partial<Recurrence>): Recurrence => ({
  frequency: 'weekly',
  weekdays: ['SA'],
  monthDay: null,
  nth: null,
  until: null,
  count: null,
  skipped: [],
  changes: [],
  ...fields,
})

describe('seriesSchedule across the UK clock changes', () => {
  it('keeps a Saturday 10:00 to 12:00 class at 10:00 on the London clock when the clocks go forward (last Sunday of March)', () => {
    // 21 March 2026 is GMT; 29 March 2026 the clocks go forward; 4 April is BST.
    const dates = seriesSchedule({
      dateStart: '2026-03-21T10:00:00.000Z',
      dateEnd: '2026-03-21T12:00:00.000Z',
      recurrence: rule({ count: 3 }),
    })
    expect(dates.map((d) => [d.date, d.start, d.end])).toEqual([
      ['2026-03-21', '2026-03-21T10:00:00.000Z', '2026-03-21T12:00:00.000Z'],
      ['2026-03-28', '2026-03-28T10:00:00.000Z', '2026-03-28T12:00:00.000Z'],
      ['2026-04-04', '2026-04-04T09:00:00.000Z', '2026-04-04T11:00:00.000Z'],
    ])
  })

  it('keeps it at 10:00 when the clocks go back (last Sunday of October)', () => {
    // 24 October 2026 is BST (09:00Z); 25 October the clocks go back; 31 October is GMT.
    const dates = seriesSchedule({
      dateStart: '2026-10-24T09:00:00.000Z',
      dateEnd: '2026-10-24T11:00:00.000Z',
      recurrence: rule({ until: '2026-11-07' }),
    })
    expect(dates.map((d) => d.start)).toEqual([
      '2026-10-24T09:00:00.000Z',
      '2026-10-31T10:00:00.000Z',
      '2026-11-07T10:00:00.000Z',
    ])
  })

  it('keeps an evening that starts on the Saturday before a change at its clock time the night the clocks change', () => {
    // Saturday 28 March 2026, 23:00 GMT to 02:00 the next morning (which is BST).
    const [first] = seriesSchedule({
      dateStart: '2026-03-28T23:00:00.000Z',
      dateEnd: '2026-03-29T01:00:00.000Z',
      recurrence: rule({ count: 1 }),
    })
    // 02:00 on a London clock that morning is 01:00 UTC, as it was stored.
    expect(first).toMatchObject({
      start: '2026-03-28T23:00:00.000Z',
      end: '2026-03-29T01:00:00.000Z',
    })
  })
})

describe('seriesSchedule exceptions, counts and ends', () => {
  const series = {
    dateStart: '2026-03-14T10:00:00.000Z',
    dateEnd: '2026-03-14T12:00:00.000Z',
  }

  it('marks a skipped week, a moved one (with its new times) and a cancelled one with its note', () => {
    const dates = seriesSchedule({
      ...series,
      recurrence: rule({
        count: 5,
        skipped: ['2026-03-21'],
        changes: [
          {
            date: '2026-04-04',
            start: '2026-04-05T13:00:00.000Z',
            end: '2026-04-05T15:00:00.000Z',
            cancelled: false,
            note: 'Moved to Sunday',
          },
          { date: '2026-04-11', start: null, end: null, cancelled: true, note: 'Venue closed' },
        ],
      }),
    })
    expect(dates.map((d) => [d.date, d.status, d.start, d.note])).toEqual([
      ['2026-03-14', 'scheduled', '2026-03-14T10:00:00.000Z', ''],
      ['2026-03-21', 'skipped', '2026-03-21T10:00:00.000Z', ''],
      ['2026-03-28', 'scheduled', '2026-03-28T10:00:00.000Z', ''],
      ['2026-04-04', 'moved', '2026-04-05T13:00:00.000Z', 'Moved to Sunday'],
      ['2026-04-11', 'cancelled', '2026-04-11T09:00:00.000Z', 'Venue closed'],
    ])
    expect(dates[3]!.ruleStart).toBe('2026-04-04T09:00:00.000Z')
  })

  it('counts a skipped week among the count, as RFC 5545 does (EXDATE removes, COUNT counts)', () => {
    const dates = seriesSchedule({
      ...series,
      recurrence: rule({ count: 3, skipped: ['2026-03-21'] }),
    })
    expect(dates).toHaveLength(3)
  })

  it('runs until the end of its until day, inclusive', () => {
    const dates = seriesSchedule({ ...series, recurrence: rule({ until: '2026-03-28' }) })
    expect(dates.map((d) => d.date)).toEqual(['2026-03-14', '2026-03-21', '2026-03-28'])
  })

  it('runs on several weekdays', () => {
    const dates = seriesSchedule({
      dateStart: '2026-03-10T18:00:00.000Z',
      dateEnd: null,
      recurrence: rule({ weekdays: ['TU', 'TH'], count: 4 }),
    })
    expect(dates.map((d) => d.date)).toEqual([
      '2026-03-10',
      '2026-03-12',
      '2026-03-17',
      '2026-03-19',
    ])
    expect(dates.every((d) => d.end === null)).toBe(true)
  })

  it('runs monthly on a day of the month, and on the last Friday', () => {
    expect(
      seriesSchedule({
        ...series,
        recurrence: rule({ frequency: 'monthly', weekdays: [], monthDay: 14, count: 3 }),
      }).map((d) => d.start),
    ).toEqual(['2026-03-14T10:00:00.000Z', '2026-04-14T09:00:00.000Z', '2026-05-14T09:00:00.000Z'])
    expect(
      seriesSchedule({
        dateStart: '2026-01-30T19:00:00.000Z',
        dateEnd: null,
        recurrence: rule({ frequency: 'monthly', weekdays: ['FR'], nth: -1, count: 3 }),
      }).map((d) => d.date),
    ).toEqual(['2026-01-30', '2026-02-27', '2026-03-27'])
  })

  it('is one date for an event without a rule', () => {
    expect(seriesSchedule({ ...series, recurrence: null })).toEqual([
      expect.objectContaining({ date: '2026-03-14', status: 'scheduled' }),
    ])
  })

  it('stops at 104 dates however far the rule runs', () => {
    expect(
      seriesSchedule({
        ...series,
        recurrence: rule({ weekdays: ['MO', 'TU', 'WE'], until: '2030-01-01' }),
      }),
    ).toHaveLength(104)
  })
})

describe('recurrenceSchema', () => {
  it('refuses a rule without an end, and a weekly rule without a day', () => {
    expect(recurrenceSchema.safeParse({ frequency: 'weekly', weekdays: ['SA'] }).success).toBe(
      false,
    )
    expect(recurrenceSchema.safeParse({ frequency: 'weekly', count: 3 }).success).toBe(false)
    expect(
      recurrenceSchema.safeParse({ frequency: 'weekly', weekdays: ['SA'], count: 3 }).success,
    ).toBe(true)
  })
})

describe('rruleText and recurrenceText', () => {
  it('writes the rule as RFC 5545 says, with UNTIL in UTC at the end of its London day', () => {
    const start = '2026-03-14T10:00:00.000Z'
    expect(rruleText(rule({ count: 7 }), start)).toBe('FREQ=WEEKLY;WKST=MO;BYDAY=SA;COUNT=7')
    expect(rruleText(rule({ until: '2026-05-02' }), start)).toBe(
      'FREQ=WEEKLY;WKST=MO;BYDAY=SA;UNTIL=20260502T225959Z',
    )
    expect(
      rruleText(rule({ frequency: 'monthly', weekdays: ['TU'], nth: 2, count: 3 }), start),
    ).toBe('FREQ=MONTHLY;WKST=MO;BYDAY=+2TU;COUNT=3')
  })

  it('says the rule in words', () => {
    expect(recurrenceText(rule({ weekdays: ['MO', 'TH'] }))).toBe('Every Monday and Thursday')
    expect(recurrenceText(rule({ frequency: 'monthly', weekdays: ['FR'], nth: -1 }))).toBe(
      'Monthly on the last Friday',
    )
    expect(recurrenceText(rule({ frequency: 'monthly', monthDay: 22 }))).toBe('Monthly on the 22nd')
  })
})

describe('seriesText', () => {
  // Tuesday 3 March 2026, 6:30pm to 8pm in London.
  const series = (recurrence: Recurrence) => ({
    dateStart: '2026-03-03T18:30:00.000Z',
    dateEnd: '2026-03-03T20:00:00.000Z',
    recurrence,
  })

  it('says a series of six dates runs from its first to its last, not every week for ever', () => {
    expect(seriesText(series(rule({ weekdays: ['TU'], count: 6 })), 2026)).toBe(
      'Every Tuesday from 3rd March to 7th April',
    )
    expect(seriesText(series(rule({ weekdays: ['TU'], until: '2026-04-30' })), 2026)).toBe(
      'Every Tuesday from 3rd March to 28th April',
    )
  })

  it('leaves out a last date it skips, and keeps a moved one in its place', () => {
    const moved = { date: '2026-03-03', start: '2026-03-05T18:30:00.000Z', end: null }
    const skipping = rule({
      weekdays: ['TU'],
      count: 6,
      skipped: ['2026-04-07'],
      changes: [{ ...moved, cancelled: false, note: '' }],
    })
    expect(seriesText(series(skipping), 2026)).toBe('Every Tuesday from 3rd March to 31st March')
  })

  it('names the year of a day outside this one, and a single date as the only one', () => {
    const monthly = rule({ frequency: 'monthly', weekdays: ['TU'], nth: 1, count: 3 })
    expect(seriesText(series(monthly), 2025)).toBe(
      'Monthly on the 1st Tuesday from 3rd March 2026 to 5th May 2026',
    )
    expect(seriesText(series(rule({ weekdays: ['TU'], count: 1 })), 2026)).toBe(
      'Every Tuesday, on 3rd March only',
    )
  })
})
