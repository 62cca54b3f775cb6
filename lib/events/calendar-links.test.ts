import { testEvent, testSeries } from '@/test/test-event'
import { absoluteUrl } from '@/lib/site/config'
import { googleCalendarUrl, googleSeriesRule, outlookCalendarUrl } from './calendar-links'
import { eventOccurrences } from './occurrences'

const params = (url: string) => new URL(url).searchParams

describe('Google and Outlook calendar links', () => {
  it('give Google the event’s times in UTC, its venue and its address', () => {
    const url = googleCalendarUrl(testEvent())
    expect(url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/)
    const p = params(url)
    expect(p.get('text')).toBe('Folk Night')
    expect(p.get('dates')).toBe('20260321T193000Z/20260321T220000Z')
    expect(p.get('location')).toBe('The Masham, Middlesbrough TS1 1AA')
    expect(p.get('details')).toBe(
      `An evening of folk songs.\n\n${absoluteUrl('/events/folk-night/evt-1')}`,
    )
  })

  it('give Outlook UTC times with their zone, whatever the server’s clock, in summer too', () => {
    const p = params(
      outlookCalendarUrl(
        testEvent({ dateStart: '2026-07-04T18:30:00Z', dateEnd: '2026-07-04T21:00:00Z' }),
      ),
    )
    expect(p.get('startdt')).toBe('2026-07-04T18:30:00Z')
    expect(p.get('enddt')).toBe('2026-07-04T21:00:00Z')
    expect(p.get('subject')).toBe('Folk Night')
    expect(p.get('location')).toBe('The Masham, Middlesbrough TS1 1AA')
  })

  it('end an event without an end at the end of its London day, as the .ics does', () => {
    const event = testEvent({ dateStart: '2026-07-04T18:30:00Z', dateEnd: null })
    expect(params(googleCalendarUrl(event)).get('dates')).toBe('20260704T183000Z/20260704T230000Z')
    expect(params(outlookCalendarUrl(event)).get('enddt')).toBe('2026-07-04T23:00:00Z')
  })
})

describe('Google’s link for a series', () => {
  // Six Tuesdays at 18:30 London time from 3 March 2026, across the clocks going forward.
  const weekly = testEvent({
    dateStart: '2026-03-03T18:30:00Z',
    dateEnd: '2026-03-03T20:30:00Z',
    recurrence: { frequency: 'weekly', weekdays: ['TU'], count: 6 },
  })
  const dates = eventOccurrences(weekly)

  it('carries the rule from the next date to the last, repeating on the London clock', () => {
    const next = dates[2]!
    const rule = googleSeriesRule(weekly, next)
    expect(rule).toBe('FREQ=WEEKLY;WKST=MO;BYDAY=TU;UNTIL=20260407T225959Z')
    const p = params(googleCalendarUrl(next, rule))
    expect(p.get('recur')).toBe(`RRULE:${rule}`)
    expect(p.get('ctz')).toBe('Europe/London')
    expect(p.get('dates')).toBe('20260317T183000Z/20260317T203000Z')
  })

  it('adds one date when a skipped, moved or cancelled date lies ahead, or one date is left', () => {
    const series = testSeries()
    const [, , third] = eventOccurrences(series)
    expect(googleSeriesRule(series, third!)).toBeNull()
    expect(googleSeriesRule(weekly, dates[5]!)).toBeNull()
    expect(params(googleCalendarUrl(dates[5]!, null)).has('recur')).toBe(false)
  })

  it('adds one date of a series that is not going ahead as planned', () => {
    const postponed = { ...weekly, status: 'postponed' as const }
    expect(googleSeriesRule(postponed, dates[0]!)).toBeNull()
  })
})
