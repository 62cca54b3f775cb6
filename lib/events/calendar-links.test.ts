import { testEvent } from '@/test/test-event'
import { absoluteUrl } from '@/lib/site/config'
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links'

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
