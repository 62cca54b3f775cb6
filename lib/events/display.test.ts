import { testEvent } from '@/test/test-event'
import { eventDateText, eventStartText, eventSummary } from './display'

describe('eventDateText', () => {
  it('shows one London day once', () => {
    expect(
      eventDateText({ dateStart: '2026-03-21T10:00:00Z', dateEnd: '2026-03-21T16:00:00Z' }),
    ).toBe('Saturday 21st March')
    expect(eventDateText({ dateStart: '2026-03-21T10:00:00Z', dateEnd: null })).toBe(
      'Saturday 21st March',
    )
  })

  it('shows a range when the event ends on another London day', () => {
    expect(
      eventDateText({ dateStart: '2026-03-21T10:00:00Z', dateEnd: '2026-03-22T16:00:00Z' }),
    ).toBe('Saturday 21st March – Sunday 22nd March')
  })

  it('judges the day in London: 23:30 UTC in June is already the next day', () => {
    expect(
      eventDateText({ dateStart: '2026-06-20T18:00:00Z', dateEnd: '2026-06-20T23:30:00Z' }),
    ).toBe('Saturday 20th June – Sunday 21st June')
  })
})

describe('eventStartText', () => {
  it('gives the London day and time', () => {
    expect(eventStartText({ dateStart: '2026-07-04T18:30:00Z' })).toBe('Saturday 4th July, 7:30pm')
  })
})

describe('eventSummary', () => {
  it('prefers the short description, else the text of the description', () => {
    expect(eventSummary(testEvent())).toBe('An evening of folk songs.')
    expect(eventSummary(testEvent({ shortDescription: '' }))).toBe('Songs and stories .')
  })
})
