import { testEvent } from '@/test/test-event'
import { eventDateText, eventMomentText, eventSummary } from './display'

describe('eventDateText', () => {
  it('shows one London day once', () => {
    expect(
      eventDateText({ dateStart: '2026-03-21T10:00:00Z', dateEnd: '2026-03-21T16:00:00Z' }, 2026),
    ).toBe('Saturday 21st March')
    expect(eventDateText({ dateStart: '2026-03-21T10:00:00Z', dateEnd: null }, 2026)).toBe(
      'Saturday 21st March',
    )
  })

  it('shows a range when the event ends on another London day', () => {
    expect(
      eventDateText({ dateStart: '2026-03-21T10:00:00Z', dateEnd: '2026-03-22T16:00:00Z' }, 2026),
    ).toBe('Saturday 21st March – Sunday 22nd March')
  })

  it('judges the day in London: 23:30 UTC in June is already the next day', () => {
    expect(
      eventDateText({ dateStart: '2026-06-20T18:00:00Z', dateEnd: '2026-06-20T23:30:00Z' }, 2026),
    ).toBe('Saturday 20th June – Sunday 21st June')
  })
})

describe('eventMomentText', () => {
  it('gives the London day and time', () => {
    expect(eventMomentText('2026-07-04T18:30:00Z', 2026)).toBe('Saturday 4th July, 7:30pm')
  })

  it('gives the year of a moment in another year', () => {
    expect(eventMomentText('2027-01-02T10:00:00Z', 2026)).toBe('Saturday 2nd January 2027, 10am')
  })
})

describe('eventDateText in another year', () => {
  it('shows the year of each date that is not in this year', () => {
    expect(
      eventDateText({ dateStart: '2026-12-31T18:00:00Z', dateEnd: '2027-01-01T12:00:00Z' }, 2026),
    ).toBe('Thursday 31st December – Friday 1st January 2027')
    expect(
      eventDateText({ dateStart: '2025-10-10T10:00:00Z', dateEnd: '2025-10-11T16:00:00Z' }, 2026),
    ).toBe('Friday 10th October 2025 – Saturday 11th October 2025')
  })
})

describe('eventSummary', () => {
  it('prefers the short description, else the text of the description', () => {
    expect(eventSummary(testEvent())).toBe('An evening of folk songs.')
    expect(eventSummary(testEvent({ shortDescription: '' }))).toBe('Songs and stories.')
  })
})
