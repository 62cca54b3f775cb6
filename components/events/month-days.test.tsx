/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react'
import { testEvent } from '@/test/test-event'
import { daysWithEvents, monthWindow, type Month } from '@/lib/events/by-date'
import { MonthDays } from './month-days'

const november: Month = { year: 2026, month: 11 }
const exhibition = testEvent({
  id: 'expo',
  title: 'Steel River Stories',
  dateStart: '2026-10-20T10:00:00Z',
  dateEnd: '2026-12-20T17:00:00Z',
})
const gig = (day: string, title: string) =>
  testEvent({ title, dateStart: `2026-11-${day}T19:30:00Z`, dateEnd: `2026-11-${day}T22:00:00Z` })
const weekend = testEvent({
  title: 'Lantern weekend',
  dateStart: '2026-11-14T10:00:00Z',
  dateEnd: '2026-11-15T17:00:00Z',
})
const events = [
  exhibition,
  { ...gig('14', 'Folk Night'), id: 'a' },
  { ...gig('14', 'Poetry'), id: 'b' },
  { ...weekend, id: 'c' },
  { ...gig('21', 'Jazz'), id: 'd' },
]
const days = daysWithEvents(events, monthWindow(november))

describe('a month page’s days', () => {
  it('opens with a strip of its days, each with its count, linking to the day’s heading', () => {
    const { container } = render(<MonthDays month={november} days={days} />)
    const strip = screen.getByRole('navigation', { name: 'Days in November 2026' })
    const links = within(strip).getAllByRole('link')
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Running this month, 1 event', '#running'],
      ['Sat 14, 3 events', '#day-2026-11-14'],
      ['Sun 15, 1 event', '#day-2026-11-15'],
      ['Sat 21, 1 event', '#day-2026-11-21'],
    ])
    expect(within(strip).getByRole('link', { name: 'Sat 14, 3 events' })).toHaveTextContent(
      'Sat 143 events',
    )
    for (const link of links) {
      expect(container.querySelector(link.getAttribute('href')!)).not.toBeNull()
    }
  })

  it('lists what runs through the month once, not on every day', () => {
    render(<MonthDays month={november} days={days} />)
    expect(screen.getAllByRole('link', { name: 'Steel River Stories' })).toHaveLength(1)
    const running = screen.getByRole('region', { name: 'Running through November 2026' })
    expect(running).toHaveTextContent('Tuesday 20th October to Sunday 20th December')
    // A two-day event stays on each of its days.
    expect(screen.getAllByRole('link', { name: 'Lantern weekend' })).toHaveLength(2)
  })

  it('a month of one-day events: no running section, every day in the strip', () => {
    render(
      <MonthDays month={november} days={daysWithEvents(events.slice(1), monthWindow(november))} />,
    )
    expect(screen.queryByRole('region')).toBeNull()
    expect(
      within(screen.getByRole('navigation'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Sat 14, 3 events', 'Sun 15, 1 event', 'Sat 21, 1 event'])
  })
})
