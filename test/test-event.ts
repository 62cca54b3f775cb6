import { eventSchema, type Event } from '@/lib/events/schema'

/** A stand-in for a Firestore Timestamp, as the schema reads one. */
export const stamp = (iso: string) => ({ toDate: () => new Date(iso) })

/** A parsed event for unit tests, built through the real schema (so HTML is sanitised). */
export function testEvent(
  overrides: Record<string, unknown> & { dateStart?: string; dateEnd?: string | null } = {},
): Event {
  const {
    dateStart = '2026-03-21T19:30:00Z',
    dateEnd = '2026-03-21T22:00:00Z',
    ...rest
  } = overrides
  const data = eventSchema.parse({
    title: 'Folk Night',
    titleSlug: 'folk-night',
    description: '<p>Songs and <strong>stories</strong>.</p>',
    shortDescription: 'An evening of folk songs.',
    dateStart: stamp(dateStart),
    dateEnd: dateEnd === null ? null : stamp(dateEnd),
    featureUntil: null,
    ticket: { needed: 'No' },
    venue: {
      venueName: 'The Masham',
      venueInfo: 'Step-free access',
      venueLocation: 'Middlesbrough TS1 1AA',
      venueURL: 'https://example.org/venue',
    },
    images: [{ imageURL: '/demo/events/folk-night-1.jpg', imageTitle: 'Singers' }],
    categories: ['Music'],
    themeColour: 'pink',
    published: true,
    ...rest,
  })
  return { ...data, id: 'evt-1', updatedAt: '2026-01-02T10:00:00.000Z' }
}

/**
 * The series the tests share, as stored: five Saturdays from 14 March 2026, 10:00 to 12:00,
 * the second skipped, the fourth moved to the Sunday at 13:00 and the fifth cancelled.
 * `toStamp` makes its moments: the stand-in by default, or a real Timestamp.
 */
export function testRecurrence(toStamp: (iso: string) => unknown = stamp) {
  return {
    frequency: 'weekly',
    weekdays: ['SA'],
    count: 5,
    skipped: ['2026-03-21'],
    changes: [
      {
        date: '2026-04-04',
        start: toStamp('2026-04-05T13:00:00Z'),
        end: toStamp('2026-04-05T15:00:00Z'),
        cancelled: false,
        note: 'Moved to Sunday',
      },
      { date: '2026-04-11', start: null, end: null, cancelled: true, note: 'Venue closed' },
    ],
  }
}

/** The shared series (testRecurrence) as a parsed event. */
export function testSeries(overrides: Record<string, unknown> = {}): Event {
  return testEvent({
    dateStart: '2026-03-14T10:00:00Z',
    dateEnd: '2026-03-14T12:00:00Z',
    recurrence: testRecurrence(),
    ...overrides,
  })
}
