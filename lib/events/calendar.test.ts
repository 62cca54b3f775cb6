import { parseIcs, prop } from '@/e2e/support/ics'
import { calendarFileName, calendarPath, eventCalendar } from './calendar'
import { testEvent } from '@/test/test-event'

const STAMP = new Date('2026-01-01T09:00:00Z')

function onlyEvent(text: string) {
  const { lines, events } = parseIcs(text)
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines.at(-1)).toBe('END:VCALENDAR')
  expect(events).toHaveLength(1)
  return events[0]!
}

describe('eventCalendar', () => {
  it('writes a winter (GMT) event in UTC: 7:30pm in London is 19:30Z', () => {
    const event = onlyEvent(eventCalendar(testEvent(), STAMP))
    expect(prop(event, 'DTSTART')).toBe('20260321T193000Z')
    expect(prop(event, 'DTEND')).toBe('20260321T220000Z')
    expect(prop(event, 'DTSTAMP')).toBe('20260101T090000Z')
  })

  it('writes a summer (BST) event in UTC: 7:30pm in London is 18:30Z', () => {
    const text = eventCalendar(
      testEvent({ dateStart: '2026-07-04T18:30:00Z', dateEnd: '2026-07-04T21:00:00Z' }),
      STAMP,
    )
    const event = onlyEvent(text)
    expect(prop(event, 'DTSTART')).toBe('20260704T183000Z')
    expect(prop(event, 'DTEND')).toBe('20260704T210000Z')
  })

  it('keeps an event across the autumn clock change exact', () => {
    // 00:30 BST to 01:30 GMT on 25 October 2026 is two hours.
    const event = onlyEvent(
      eventCalendar(
        testEvent({ dateStart: '2026-10-24T23:30:00Z', dateEnd: '2026-10-25T01:30:00Z' }),
        STAMP,
      ),
    )
    expect(prop(event, 'DTSTART')).toBe('20261024T233000Z')
    expect(prop(event, 'DTEND')).toBe('20261025T013000Z')
  })

  it('ends an event without an end date at London midnight', () => {
    const event = onlyEvent(
      eventCalendar(testEvent({ dateStart: '2026-06-20T18:00:00Z', dateEnd: null }), STAMP),
    )
    expect(prop(event, 'DTEND')).toBe('20260620T230000Z')
  })

  it('names the event, its place, its page and a stable uid', () => {
    const event = onlyEvent(eventCalendar(testEvent(), STAMP))
    expect(prop(event, 'SUMMARY')).toBe('Folk Night')
    expect(prop(event, 'LOCATION')).toBe('The Masham\\, Middlesbrough TS1 1AA')
    expect(prop(event, 'URL')).toBe('http://localhost:3000/events/folk-night/evt-1')
    expect(prop(event, 'UID')).toBe('evt-1@localhost')
    expect(prop(event, 'DESCRIPTION')).toContain('An evening of folk songs.')
    // Every property has a value: the organiser is named and reachable by e-mail.
    expect(prop(event, 'ORGANIZER')).toMatch(/^MAILTO:.+@/)
  })
})

describe('calendar paths', () => {
  it('offers a download beside the event page, named after the event', () => {
    const event = testEvent()
    expect(calendarPath(event)).toBe('/events/folk-night/evt-1/calendar.ics')
    expect(calendarFileName(event)).toBe('folk-night.ics')
  })
})
