/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { testEvent } from '@/test/test-event'
import { SeriesDates } from './series-dates'

const stamp = (iso: string) => ({ toDate: () => new Date(iso) })

const series = testEvent({
  dateStart: '2026-03-14T10:00:00Z',
  dateEnd: '2026-03-14T12:00:00Z',
  recurrence: {
    frequency: 'weekly',
    weekdays: ['SA'],
    count: 5,
    skipped: ['2026-03-21'],
    changes: [
      {
        date: '2026-04-04',
        start: stamp('2026-04-05T13:00:00Z'),
        end: stamp('2026-04-05T15:00:00Z'),
        note: 'Moved to Sunday',
      },
      { date: '2026-04-11', cancelled: true, note: 'Venue closed' },
    ],
  },
})

describe('a series page’s dates', () => {
  it('lists every date, past ones said to be past, each change marked with its note', () => {
    render(<SeriesDates event={series} asOf="2026-03-25T12:00:00Z" thisYear={2026} />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => [li.id, li.dataset.status, li.dataset.past ?? ''])).toEqual([
      ['date-2026-03-14', 'scheduled', 'true'],
      ['date-2026-03-21', 'skipped', 'true'],
      ['date-2026-03-28', 'scheduled', ''],
      ['date-2026-04-04', 'moved', ''],
      ['date-2026-04-11', 'cancelled', ''],
    ])
    expect(items[0]).toHaveTextContent('(past)')
    expect(items[1]).toHaveTextContent('No session')
    expect(items[3]).toHaveTextContent(/Moved to Sunday 5th April, 2pm to 4pm/)
    expect(items[3]).toHaveTextContent('(Moved to Sunday)')
    expect(items[4]).toHaveTextContent('Cancelled: Saturday 11th April, 10am to 12 noon')
    expect(items[4]).toHaveTextContent('(Venue closed)')
  })
})
