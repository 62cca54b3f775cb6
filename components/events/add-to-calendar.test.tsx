/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { testEvent, testSeries } from '@/test/test-event'
import { AddToCalendar } from './add-to-calendar'

// The .ics writer's package loads an ES module jsdom cannot; only its path is used here.
jest.mock('@/lib/events/calendar', () => ({
  calendarPath: (event: { id: string }) => `/events/x/${event.id}/calendar.ics`,
}))

const link = (name: RegExp) => screen.getByRole('link', { name })
const query = (a: HTMLElement) => new URL(a.getAttribute('href')!).searchParams

describe('Add to calendar', () => {
  it('a one-off: the three links, no note', () => {
    render(<AddToCalendar event={testEvent()} asOf="2026-03-01T12:00:00Z" thisYear={2026} />)
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Add to calendar: Folk Night',
      'Add to Google Calendar: Folk Night',
      'Add to Outlook: Folk Night',
    ])
    expect(screen.queryByText(/only the next date/)).toBeNull()
  })

  it('a weekly series: the download and Google add every date, Outlook says it adds one', () => {
    const weekly = testEvent({
      dateStart: '2026-03-03T18:30:00Z',
      dateEnd: '2026-03-03T20:30:00Z',
      recurrence: { frequency: 'weekly', weekdays: ['TU'], count: 6 },
    })
    render(<AddToCalendar event={weekly} asOf="2026-03-12T12:00:00Z" thisYear={2026} />)
    expect(link(/^Add all dates to calendar/)).toHaveAttribute('download')
    expect(query(link(/^Add all dates to Google Calendar/)).get('recur')).toMatch(/^RRULE:/)
    const outlook = link(/^Add the next date to Outlook/)
    expect(query(outlook).get('startdt')).toBe('2026-03-17T18:30:00Z')
    expect(screen.getByText(/Outlook’s link adds only the next date/)).toHaveTextContent(
      'Outlook’s link adds only the next date, Tuesday 17th March, 6:30pm. To add every date, ' +
        'use “Add all dates to calendar”',
    )
  })

  it('a series with changes ahead: both Google and Outlook say they add the next date', () => {
    render(<AddToCalendar event={testSeries()} asOf="2026-03-15T12:00:00Z" thisYear={2026} />)
    const google = link(/^Add the next date to Google Calendar/)
    expect(query(google).has('recur')).toBe(false)
    expect(query(google).get('dates')).toBe('20260328T100000Z/20260328T120000Z')
    expect(link(/^Add the next date to Outlook/)).toBeInTheDocument()
    expect(screen.getByText(/Google’s and Outlook’s links add only the next date/)).toBeVisible()
  })
})
