import {
  calendarSequence,
  EVENT_STATUSES,
  eventStatusLabel,
  goesAhead,
  icsStatus,
  occurrenceStatus,
  offerAvailability,
  SCHEMA_EVENT_STATUS,
  storedStatus,
} from './status'

describe('what a status means', () => {
  it('says, for each status, whether it goes ahead and what each output writes', () => {
    const table = EVENT_STATUSES.map((status) => [
      status,
      goesAhead(status),
      eventStatusLabel(status),
      icsStatus(status),
      SCHEMA_EVENT_STATUS[status],
      offerAvailability(status, false),
    ])
    expect(table).toEqual([
      [
        'scheduled',
        true,
        null,
        'CONFIRMED',
        'https://schema.org/EventScheduled',
        'https://schema.org/InStock',
      ],
      ['cancelled', false, 'Cancelled', 'CANCELLED', 'https://schema.org/EventCancelled', null],
      ['postponed', false, 'Postponed', 'TENTATIVE', 'https://schema.org/EventPostponed', null],
      [
        'rescheduled',
        true,
        'Rescheduled',
        'CONFIRMED',
        'https://schema.org/EventRescheduled',
        'https://schema.org/InStock',
      ],
    ])
    for (const status of EVENT_STATUSES) expect(offerAvailability(status, true)).toBeNull()
  })

  it('reads an older document’s status from its words when it has none', () => {
    expect(storedStatus({ title: 'Folk Night', categories: ['Cancelled'] })).toBe('cancelled')
    expect(storedStatus({ title: 'Folk Night', categories: [], status: 'rescheduled' })).toBe(
      'rescheduled',
    )
  })

  it('gives a date of a series the stronger of its own status and the series’', () => {
    expect(occurrenceStatus('scheduled', 'scheduled')).toBe('scheduled')
    expect(occurrenceStatus('scheduled', 'moved')).toBe('rescheduled')
    expect(occurrenceStatus('scheduled', 'cancelled')).toBe('cancelled')
    expect(occurrenceStatus('cancelled', 'moved')).toBe('cancelled')
    expect(occurrenceStatus('postponed', 'moved')).toBe('postponed')
    expect(occurrenceStatus('postponed', 'cancelled')).toBe('cancelled')
    expect(occurrenceStatus('rescheduled', 'scheduled')).toBe('rescheduled')
  })

  it('numbers a calendar SEQUENCE by the second of the save, within 32 bits', () => {
    expect(calendarSequence('2017-01-01T00:00:00.000Z')).toBe(0)
    expect(calendarSequence('2017-01-01T00:01:00.500Z')).toBe(60)
    expect(calendarSequence('2026-01-02T10:00:01.000Z')).toBeGreaterThan(
      calendarSequence('2026-01-02T10:00:00.000Z'),
    )
    expect(calendarSequence('2038-01-19T03:14:08.000Z')).toBeLessThan(2 ** 31)
    expect(calendarSequence('2300-01-01T00:00:00.000Z')).toBe(2 ** 31 - 1)
    expect(calendarSequence('2010-01-01T00:00:00.000Z')).toBe(0)
    expect(calendarSequence('not a date')).toBe(0)
  })
})
