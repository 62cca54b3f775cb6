import {
  dayTimeText,
  daysWithEvents,
  monthName,
  monthPath,
  monthsWithEvents,
  monthWindow,
  neighbourMonths,
  nextSevenDays,
  nextWindowChange,
  parseMonth,
  thisWeekend,
} from './by-date'

const event = (id: string, dateStart: string, dateEnd: string | null = null) => ({
  id,
  dateStart,
  dateEnd,
})
const ids = (days: { date: string; events: { id: string }[] }[]) =>
  days.map((d) => `${d.date}: ${d.events.map((e) => e.id).join(' ')}`)

describe('months', () => {
  it('parses four-digit years and months 01 to 12 only', () => {
    expect(parseMonth('2026', '12')).toEqual({ year: 2026, month: 12 })
    for (const [y, m] of [
      ['2026', '13'],
      ['2026', '1'],
      ['2026', '00'],
      ['26', '12'],
      ['2026', 'x'],
    ]) {
      expect(parseMonth(y!, m!)).toBeNull()
    }
  })

  it('names and links a month', () => {
    expect(monthName({ year: 2026, month: 12 })).toBe('December 2026')
    expect(monthPath({ year: 2026, month: 3 })).toBe('/events/month/2026/03')
  })

  it('begins and ends at London midnight, in summer time too', () => {
    expect(monthWindow({ year: 2026, month: 12 })).toEqual({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    })
    // April 2026 is on British Summer Time: London's midnight is 23:00 UTC the day before.
    expect(monthWindow({ year: 2026, month: 4 })).toEqual({
      from: new Date('2026-03-31T23:00:00Z'),
      to: new Date('2026-04-30T23:00:00Z'),
    })
  })

  it('counts every month an event runs in, and an event without an end in its start month', () => {
    const months = monthsWithEvents([
      { start: '2026-11-20T10:00:00Z', end: '2027-01-10T17:00:00Z' },
      { start: '2026-03-05T19:00:00Z', end: null },
      // Ends at London midnight, 1 April: it runs in March only.
      { start: '2025-03-30T10:00:00Z', end: '2025-03-31T23:00:00Z' },
      { start: null, end: null },
    ])
    expect(months.map((m) => `${m.year}/${m.month}`)).toEqual([
      '2025/3',
      '2026/3',
      '2026/11',
      '2026/12',
      '2027/1',
    ])
  })

  it('counts a night event ending after midnight into the next month', () => {
    const months = monthsWithEvents([
      { start: '2026-01-31T22:00:00Z', end: '2026-02-01T01:00:00Z' },
    ])
    expect(months).toEqual([
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ])
  })

  it('links only to months with events, either side', () => {
    const months = [
      { year: 2025, month: 6 },
      { year: 2026, month: 3 },
      { year: 2026, month: 11 },
    ]
    expect(neighbourMonths(months, { year: 2026, month: 3 })).toEqual({
      previous: { year: 2025, month: 6 },
      next: { year: 2026, month: 11 },
    })
    expect(neighbourMonths(months, { year: 2025, month: 6 }).previous).toBeNull()
    expect(neighbourMonths(months, { year: 2026, month: 11 }).next).toBeNull()
  })
})

describe('daysWithEvents', () => {
  it('lists a multi-day exhibition on each of its days, with the day’s other events', () => {
    const days = daysWithEvents(
      [
        event('show', '2026-12-04T10:00:00Z', '2026-12-06T17:00:00Z'),
        event('talk', '2026-12-05T18:00:00Z', '2026-12-05T19:00:00Z'),
        event('quiz', '2026-12-20T19:00:00Z'),
      ],
      monthWindow({ year: 2026, month: 12 }),
    )
    expect(ids(days)).toEqual([
      '2026-12-04: show',
      '2026-12-05: show talk',
      '2026-12-06: show',
      '2026-12-20: quiz',
    ])
    expect(days[0]!.start).toBe('2026-12-04T00:00:00.000Z')
  })

  it('shows only the month’s days of an event that runs across months', () => {
    const days = daysWithEvents(
      [event('long', '2026-11-29T10:00:00Z', '2026-12-02T17:00:00Z')],
      monthWindow({ year: 2026, month: 12 }),
    )
    expect(ids(days)).toEqual(['2026-12-01: long', '2026-12-02: long'])
  })

  it('does not list an event on the day its end falls at midnight', () => {
    const days = daysWithEvents(
      [event('eve', '2026-12-30T20:00:00Z', '2026-12-31T00:00:00Z')],
      monthWindow({ year: 2026, month: 12 }),
    )
    expect(ids(days)).toEqual(['2026-12-30: eve'])
  })

  it.each([
    {
      // 29 March 2026 is 23 hours long; 30 March begins at 23:00 UTC on the 29th.
      change: 'going forward (last Sunday of March)',
      month: 3,
      events: [
        event('late', '2026-03-29T23:30:00Z', null),
        event('fair', '2026-03-28T10:00:00Z', '2026-03-30T16:00:00Z'),
      ],
      listed: ['2026-03-28: fair', '2026-03-29: fair', '2026-03-30: fair late'],
      thirdDayStart: '2026-03-29T23:00:00.000Z',
    },
    {
      // 25 October 2026 is 25 hours long: it ends at 00:00 UTC on the 26th.
      change: 'going back (last Sunday of October)',
      month: 10,
      events: [
        event('night', '2026-10-25T23:30:00Z', null),
        event('run', '2026-10-24T09:00:00Z', '2026-10-26T12:00:00Z'),
      ],
      listed: ['2026-10-24: run', '2026-10-25: run night', '2026-10-26: run'],
      thirdDayStart: '2026-10-26T00:00:00.000Z',
    },
  ])('keeps London days across the clocks $change', ({ month, events, listed, thirdDayStart }) => {
    const days = daysWithEvents(events, monthWindow({ year: 2026, month }))
    expect(ids(days)).toEqual(listed)
    expect(days[2]!.start).toBe(thirdDayStart)
  })

  it('counts the first day of a window from its start, so an event already over is gone', () => {
    const now = new Date('2026-12-05T14:00:00Z')
    const days = daysWithEvents(
      [
        event('morning', '2026-12-05T10:00:00Z', '2026-12-05T12:00:00Z'),
        event('afternoon', '2026-12-05T13:00:00Z', '2026-12-05T15:00:00Z'),
      ],
      { from: now, to: new Date('2026-12-07T00:00:00Z') },
    )
    expect(ids(days)).toEqual(['2026-12-05: afternoon'])
  })
})

describe('this weekend', () => {
  it('is the coming Saturday and Sunday on a weekday', () => {
    expect(thisWeekend(new Date('2026-11-25T12:00:00Z'))).toEqual({
      from: new Date('2026-11-28T00:00:00Z'),
      to: new Date('2026-11-30T00:00:00Z'),
    })
    // Friday evening is still before the weekend.
    expect(thisWeekend(new Date('2026-11-27T22:00:00Z')).from).toEqual(
      new Date('2026-11-28T00:00:00Z'),
    )
  })

  it('runs from now to the end of Sunday on a Saturday or a Sunday', () => {
    const saturday = new Date('2026-11-28T15:00:00Z')
    expect(thisWeekend(saturday)).toEqual({ from: saturday, to: new Date('2026-11-30T00:00:00Z') })
    const sunday = new Date('2026-11-29T23:30:00Z')
    expect(thisWeekend(sunday)).toEqual({ from: sunday, to: new Date('2026-11-30T00:00:00Z') })
  })

  it('follows London’s weekday, not UTC’s, in summer time', () => {
    // 23:30 UTC on Friday 23 October 2026 is 00:30 on Saturday in London.
    const now = new Date('2026-10-23T23:30:00Z')
    expect(thisWeekend(now)).toEqual({ from: now, to: new Date('2026-10-26T00:00:00Z') })
    // The clocks go back that Sunday, so it ends at 00:00 UTC, not 23:00.
    expect(thisWeekend(new Date('2026-10-22T12:00:00Z'))).toEqual({
      from: new Date('2026-10-23T23:00:00Z'),
      to: new Date('2026-10-26T00:00:00Z'),
    })
  })
})

describe('the next 7 days', () => {
  it('runs from now to the end of the sixth day after today', () => {
    const now = new Date('2026-11-27T01:55:00Z')
    expect(nextSevenDays(now)).toEqual({ from: now, to: new Date('2026-12-04T00:00:00Z') })
  })

  it('holds an hour less across the clocks going forward', () => {
    const now = new Date('2026-03-27T12:00:00Z')
    expect(nextSevenDays(now).to).toEqual(new Date('2026-04-02T23:00:00Z'))
  })
})

describe('nextWindowChange', () => {
  const now = new Date('2026-12-05T14:00:00Z')

  it('is the next start or end of an event shown', () => {
    expect(
      nextWindowChange([event('a', '2026-12-05T13:00:00Z', '2026-12-05T14:00:05Z')], now),
    ).toEqual(new Date('2026-12-05T14:00:05Z'))
  })

  it('is London’s next midnight at the latest, when the window moves', () => {
    expect(
      nextWindowChange([event('a', '2026-12-01T13:00:00Z', '2026-12-24T14:00:00Z')], now),
    ).toEqual(new Date('2026-12-06T00:00:00Z'))
  })
})

describe('dayTimeText', () => {
  const show = event('show', '2026-12-04T10:00:00Z', '2026-12-06T17:00:00Z')

  it('says when a one-day event runs', () => {
    expect(dayTimeText(event('a', '2026-12-05T19:00:00Z'), '2026-12-05', 2026)).toBe('7pm')
    expect(
      dayTimeText(event('a', '2026-12-05T10:00:00Z', '2026-12-05T17:30:00Z'), '2026-12-05', 2026),
    ).toBe('10am to 5:30pm')
  })

  it('says how a multi-day event runs on each of its days', () => {
    expect(dayTimeText(show, '2026-12-04', 2026)).toBe('10am, until Sunday 6th December')
    expect(dayTimeText(show, '2026-12-05', 2026)).toBe('Continues until Sunday 6th December')
    expect(dayTimeText(show, '2026-12-06', 2026)).toBe('Continues to 5pm')
    expect(dayTimeText(show, '2026-12-05', 2027)).toBe('Continues until Sunday 6th December 2026')
  })
})
