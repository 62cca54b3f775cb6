import { scheduledFor, withPublicationDate } from './publication'

const now = new Date('2026-11-25T10:00:00Z')
const later = new Date('2026-12-01T09:00:00Z')
const earlier = new Date('2026-10-01T09:00:00Z')
const stored = (date: Date) => ({ toDate: () => date })

describe('withPublicationDate', () => {
  it('schedules a document for a time still to come, published or not', () => {
    expect(withPublicationDate({ published: true, pubDate: later }, null, now).pubDate).toBe(later)
    expect(withPublicationDate({ published: false, pubDate: later }, null, now).pubDate).toBe(later)
  })

  it('publishes now a new published document, or one whose schedule is cleared', () => {
    expect(withPublicationDate({ published: true, pubDate: null }, null, now).pubDate).toBe(now)
    expect(
      withPublicationDate({ published: true, pubDate: null }, { pubDate: stored(later) }, now)
        .pubDate,
    ).toBe(now)
  })

  it('keeps the time it was first published, and a past time asked for does not change it', () => {
    const before = { published: true, pubDate: stored(earlier) }
    expect(withPublicationDate({ published: true, pubDate: null }, before, now).pubDate).toBe(
      earlier,
    )
    expect(
      withPublicationDate(
        { published: true, pubDate: new Date('2026-11-20T09:00:00Z') },
        before,
        now,
      ).pubDate,
    ).toBe(earlier)
  })

  it('gives a draft no publication time', () => {
    expect(withPublicationDate({ published: false, pubDate: null }, null, now).pubDate).toBeNull()
  })
})

describe('scheduledFor', () => {
  it('is the time of a published document still waiting for it', () => {
    expect(scheduledFor(true, stored(later), now)).toBe(later.toISOString())
    expect(scheduledFor(true, stored(earlier), now)).toBeNull()
    expect(scheduledFor(false, stored(later), now)).toBeNull()
    expect(scheduledFor(true, null, now)).toBeNull()
  })
})
