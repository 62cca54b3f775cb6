import { testEvent } from '@/test/test-event'
import { daysWithEvents, monthWindow } from './by-date'
import { LONG_RUN_DAYS, splitLongRunning } from './long-running'

const november = monthWindow({ year: 2026, month: 11 })
/** An event from 10am on the 2nd for `days` London days. */
const lasting = (id: string, days: number) =>
  testEvent({
    id,
    dateStart: '2026-11-02T10:00:00Z',
    dateEnd: `2026-11-${String(1 + days).padStart(2, '0')}T17:00:00Z`,
  })

describe('what runs through a month', () => {
  it('is listed once from a week of days on, and taken out of those days', () => {
    const week = { ...lasting('week', LONG_RUN_DAYS), id: 'week' }
    const shorter = { ...lasting('six', LONG_RUN_DAYS - 1), id: 'six' }
    const { running, days } = splitLongRunning(daysWithEvents([week, shorter], november))
    expect(running.map((e) => e.id)).toEqual(['week'])
    // The six-day event stays on each of its days; the day only the week had is gone.
    expect(days.map((d) => [d.date, d.events.map((e) => e.id)])).toEqual(
      ['02', '03', '04', '05', '06', '07'].map((d) => [`2026-11-${d}`, ['six']]),
    )
  })
})
