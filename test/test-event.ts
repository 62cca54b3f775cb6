import { eventSchema, type Event } from '@/lib/events/schema'

const stamp = (iso: string) => ({ toDate: () => new Date(iso) })

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
