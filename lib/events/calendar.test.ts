import ICAL from 'ical.js'
import { parseIcs, prop, seriesDates, type IcsProperty } from '@/e2e/support/ics'
import { SITE_URL } from '@/lib/site/config'
import {
  calendarFileName,
  calendarPath,
  eventCalendar,
  eventsCalendar,
  foldIcsLine,
  foldIcsLines,
} from './calendar'
import { stamp, testEvent, testSeries } from '@/test/test-event'

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

  it('writes an event dated before 1970', () => {
    const heritage = testEvent({
      dateStart: '1969-07-20T19:00:00Z',
      dateEnd: '1969-07-20T21:00:00Z',
    })
    const event = onlyEvent(eventCalendar(heritage, STAMP))
    expect(prop(event, 'DTSTART')).toBe('19690720T190000Z')
    expect(prop(event, 'DTEND')).toBe('19690720T210000Z')
  })

  it('names the event, its place, its page and a stable uid', () => {
    const event = onlyEvent(
      eventCalendar(testEvent(), STAMP, { organizerEmail: 'team@creative.test' }),
    )
    expect(prop(event, 'SUMMARY')).toBe('Folk Night')
    expect(prop(event, 'LOCATION')).toBe('The Masham\\, Middlesbrough TS1 1AA')
    expect(prop(event, 'URL')).toBe('http://localhost:3000/events/folk-night/evt-1')
    expect(prop(event, 'UID')).toBe('evt-1@localhost')
    expect(prop(event, 'DESCRIPTION')).toContain('An evening of folk songs.')
    // The organiser is named and reachable at the configured address.
    expect(prop(event, 'ORGANIZER')).toBe('MAILTO:team@creative.test')
    expect(event.find((p) => p.name === 'ORGANIZER')?.params).toEqual({
      CN: '"Creative Communities"',
    })
    expect(prop(event, 'LAST-MODIFIED')).toBe('20260102T100000Z')
  })

  it('has no organiser and no METHOD when no contact address is configured', () => {
    const text = eventCalendar(testEvent(), STAMP, { organizerEmail: undefined })
    expect(text).not.toMatch(/ORGANIZER|METHOD|example/)
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe('Folk Night')
  })

  it('escapes a comma inside a category', () => {
    const text = eventCalendar(testEvent({ categories: ['Arts, crafts', 'Music'] }), STAMP)
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstProperty('categories')?.getValues()).toEqual(['Arts, crafts', 'Music'])
  })
})

/** Every physical line of an iCalendar text, without its CRLF. */
function physicalLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  return text.slice(0, -2).split('\r\n')
}

describe('line folding (RFC 5545 3.1)', () => {
  const cafe = testEvent({
    title: 'Songs and stories at Café Cantée with the Teesside Folk Collective',
    venue: { venueName: 'Café Cantée', venueLocation: 'Linthorpe Road, Middlesbrough' },
    shortDescription:
      'Crêpes, café au lait et chansons — une soirée 🎶 pour tout le monde. '.repeat(4),
  })

  it('folds every line at 75 octets, not 75 characters', () => {
    const text = eventCalendar(cafe, STAMP)
    for (const line of physicalLines(text)) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    }
    // The package alone folds by characters: its SUMMARY line is 77 bytes.
    expect(text).toContain('SUMMARY:Songs and stories at Café Cantée')
  })

  it('round-trips through a real iCalendar parser', () => {
    const vevent = new ICAL.Component(ICAL.parse(eventCalendar(cafe, STAMP))).getFirstSubcomponent(
      'vevent',
    )!
    expect(vevent.getFirstPropertyValue('summary')).toBe(cafe.title)
    expect(vevent.getFirstPropertyValue('location')).toBe(
      'Café Cantée, Linthorpe Road, Middlesbrough',
    )
    expect(String(vevent.getFirstPropertyValue('description'))).toContain('une soirée 🎶 pour')
    expect(vevent.getFirstPropertyValue('uid')).toBe('evt-1@localhost')
  })

  it('never splits a character, and counts the leading space of a continuation', () => {
    const line = `SUMMARY:${'a'.repeat(66)}é${'€'.repeat(30)}🎶🎶`
    const folded = foldIcsLine(line)
    const parts = folded.split('\r\n')
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line)
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
      if (i > 0) expect(part.startsWith(' ')).toBe(true)
      expect(part).not.toContain('\uFFFD')
    }
    // 8 + 66 = 74 octets, and é (2 octets) would make 76: it starts the next line.
    expect(parts[0]).toBe(`SUMMARY:${'a'.repeat(66)}`)
    expect(parts[1]!.startsWith(' é€')).toBe(true)
  })

  it('refolds text folded by characters and leaves short lines alone', () => {
    const text = 'BEGIN:VCALENDAR\r\nSUMMARY:abc\r\n\tdef\r\nEND:VCALENDAR\r\n'
    expect(foldIcsLines(text)).toBe('BEGIN:VCALENDAR\r\nSUMMARY:abcdef\r\nEND:VCALENDAR\r\n')
  })
})

describe('eventsCalendar', () => {
  it('is one calendar with a VEVENT per event, named, parsed by a real parser', () => {
    const events = [
      testEvent(),
      {
        ...testEvent({
          title: 'Café Cantée',
          dateStart: '2026-04-01T18:00:00Z',
          dateEnd: '2026-04-01T20:00:00Z',
        }),
        id: 'evt-2',
      },
    ]
    const text = eventsCalendar(events, STAMP, { organizerEmail: 'team@creative.test' })
    for (const line of physicalLines(text)) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    }
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Creative Communities: events')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(vevents.map((e) => [e.uid, e.summary])).toEqual([
      ['evt-1@localhost', 'Folk Night'],
      ['evt-2@localhost', 'Café Cantée'],
    ])
    expect(vevents[1]!.startDate.toJSDate().toISOString()).toBe('2026-04-01T18:00:00.000Z')
  })

  it('leaves out the control characters pasted from Word, in every text it writes', () => {
    const event = testEvent({
      title: 'Folk\u000b Night',
      shortDescription: 'Songs\u0007 and tunes',
      categories: ['Music\u0000'],
    })
    const text = eventsCalendar(
      [{ ...event, venue: { ...event.venue, venueName: 'The\u001f Hall' } }],
      STAMP,
    )
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/)
    const [vevent] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
    expect(vevent!.getFirstPropertyValue('summary')).toBe('Folk Night')
    expect(vevent!.getFirstPropertyValue('location')).toMatch(/^The Hall/)
    expect(vevent!.getFirstPropertyValue('categories')).toBe('Music')
  })

  it('is still a calendar when there is nothing to list', () => {
    const calendar = new ICAL.Component(ICAL.parse(eventsCalendar([], STAMP)))
    expect(calendar.name).toBe('vcalendar')
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0)
  })
})

describe('calendar paths', () => {
  it('offers a download beside the event page, named after the event', () => {
    const event = testEvent()
    expect(calendarPath(event)).toBe('/events/folk-night/evt-1/calendar.ics')
    expect(calendarFileName(event)).toBe('folk-night.ics')
  })
})

describe('a series in the calendar', () => {
  // Saturdays at 10:00 to 12:00 London time from 14 March to 11 April 2026: the clocks go
  // forward on 29 March. 21 March is skipped; 4 April moved to Sunday 5th at 14:00; 11 April
  // cancelled.
  const series = () => testSeries()

  it('is one rule with its skipped date and two overrides, not a copy per date', () => {
    const { events } = parseIcs(eventCalendar(series(), STAMP))
    expect(events).toHaveLength(3)
    const [master, moved, cancelled] = events as [IcsProperty[], IcsProperty[], IcsProperty[]]
    expect(prop(master, 'RRULE')).toBe('FREQ=WEEKLY;WKST=MO;BYDAY=SA;COUNT=5')
    expect(master.find((p) => p.name === 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Europe/London' },
      value: '20260314T100000',
    })
    expect(prop(master, 'EXDATE')).toBe('20260321T100000')
    expect(prop(moved, 'RECURRENCE-ID')).toBe('20260404T100000')
    expect(prop(cancelled, 'STATUS')).toBe('CANCELLED')
  })

  it('reads in ical.js as every date at 10:00 London time across the clock change', () => {
    const text = eventCalendar(series(), STAMP)
    const dates = seriesDates(text, `${series().id}@${new URL(SITE_URL).hostname}`)
    expect(dates.map((d) => [d.start, d.end, d.status])).toEqual([
      ['2026-03-14T10:00:00.000Z', '2026-03-14T12:00:00.000Z', 'CONFIRMED'],
      ['2026-03-28T10:00:00.000Z', '2026-03-28T12:00:00.000Z', 'CONFIRMED'],
      ['2026-04-05T13:00:00.000Z', '2026-04-05T15:00:00.000Z', 'CONFIRMED'],
      ['2026-04-11T09:00:00.000Z', '2026-04-11T11:00:00.000Z', 'CANCELLED'],
    ])
  })

  it('carries the series once in the subscription calendar, beside a one-off', () => {
    const text = eventsCalendar([testEvent({ id: 'one-off' }), series()], STAMP)
    const { lines, events } = parseIcs(text)
    expect(events).toHaveLength(4)
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1)
  })
})

describe('an event that does not go ahead as announced, in calendars', () => {
  /** The event as a calendar app reads it: its first VEVENT, through ical.js. */
  const vevent = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
  /** The event as saved at `updatedAt` (the document's update time). */
  const saved = (overrides: Record<string, unknown>, updatedAt: string) => ({
    ...testEvent(overrides),
    updatedAt,
  })

  it('is CANCELLED or TENTATIVE in its own file and in the subscription, else CONFIRMED', () => {
    const cases = [
      ['scheduled', 'CONFIRMED'],
      ['rescheduled', 'CONFIRMED'],
      ['postponed', 'TENTATIVE'],
      ['cancelled', 'CANCELLED'],
    ] as const
    for (const [status, expected] of cases) {
      const event = testEvent({ status })
      expect([status, vevent(eventCalendar(event, STAMP)).getFirstPropertyValue('status')]).toEqual(
        [status, expected],
      )
      expect([
        status,
        vevent(eventsCalendar([event], STAMP)).getFirstPropertyValue('status'),
      ]).toEqual([status, expected])
    }
  })

  it('reads an event stored before the status field as its words say', () => {
    const event = testEvent({ title: 'Folk Night (cancelled)' })
    expect(vevent(eventCalendar(event, STAMP)).getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('carries a SEQUENCE that rises when the event is saved with its new status', () => {
    const before = saved({}, '2026-01-02T10:00:00.000Z')
    const after = saved({ status: 'cancelled' }, '2026-01-02T10:00:01.000Z')
    const sequence = (event: typeof before) =>
      new ICAL.Event(vevent(eventsCalendar([event], STAMP))).sequence
    expect(Number.isInteger(sequence(before))).toBe(true)
    expect(sequence(before)).toBeGreaterThan(0)
    expect(sequence(after)).toBeGreaterThan(sequence(before))
    // The same in the download as in the subscription, and the same for the same save.
    expect(vevent(eventCalendar(after, STAMP)).getFirstPropertyValue('sequence')).toBe(
      sequence(after),
    )
    expect(sequence(saved({ status: 'cancelled' }, after.updatedAt))).toBe(sequence(after))
  })

  it('keeps SEQUENCE within the 32-bit integer RFC 5545 and the ics package allow', () => {
    const late = saved({}, '2060-06-01T00:00:00.000Z')
    const sequence = vevent(eventCalendar(late, STAMP)).getFirstPropertyValue('sequence')
    expect(sequence).toBeLessThanOrEqual(2_147_483_647)
    expect(sequence).toBeGreaterThan(0)
  })

  it('moves a rescheduled event: the same UID at its new time, with a higher SEQUENCE', () => {
    const before = saved({}, '2026-01-02T10:00:00.000Z')
    const moved = saved(
      {
        status: 'rescheduled',
        dateStart: '2026-03-28T19:30:00Z',
        dateEnd: '2026-03-28T22:00:00Z',
        previousStart: stamp('2026-03-21T19:30:00Z'),
      },
      '2026-01-09T08:00:00.000Z',
    )
    const [old, updated] = [before, moved].map(
      (e) => new ICAL.Event(vevent(eventCalendar(e, STAMP))),
    )
    expect(updated!.uid).toBe(old!.uid)
    expect(updated!.startDate.toJSDate().toISOString()).toBe('2026-03-28T19:30:00.000Z')
    expect(updated!.sequence).toBeGreaterThan(old!.sequence)
    // One VEVENT: nothing is left at the old time.
    expect(parseIcs(eventCalendar(moved, STAMP)).events).toHaveLength(1)
  })

  it('cancels or holds every date of a cancelled or postponed series, moved ones too', () => {
    const uid = `${testSeries().id}@${new URL(SITE_URL).hostname}`
    const cancelled = seriesDates(eventCalendar(testSeries({ status: 'cancelled' }), STAMP), uid)
    expect(cancelled.map((d) => d.status)).toEqual(Array(4).fill('CANCELLED'))
    const postponed = seriesDates(eventsCalendar([testSeries({ status: 'postponed' })], STAMP), uid)
    expect(postponed.map((d) => d.status)).toEqual([
      'TENTATIVE',
      'TENTATIVE',
      'TENTATIVE',
      // A date the editor cancelled stays cancelled.
      'CANCELLED',
    ])
  })

  it('gives the overrides of a series the SEQUENCE of the series', () => {
    const { events } = parseIcs(eventCalendar(testSeries(), STAMP))
    const sequences = events.map((event) => prop(event, 'SEQUENCE'))
    expect(sequences[0]).toMatch(/^\d+$/)
    expect(new Set(sequences).size).toBe(1)
  })
})
