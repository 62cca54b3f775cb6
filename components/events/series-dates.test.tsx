/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { testSeries } from '@/test/test-event'
import { SeriesDates } from './series-dates'

const series = testSeries()

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
