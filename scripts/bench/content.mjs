// Realistic content in bulk for the benchmarks: a programme years old, with thousands of past
// events and news items, as `npm run bench -- --events 5000 --updates 2000` seeds it.

const DAY = 86_400_000

const PARAGRAPH =
  '<p>Creative Communities worked with residents, artists and community groups across ' +
  'Middlesbrough and Redcar &amp; Cleveland on <strong>workshops</strong>, performances and ' +
  'commissions, with <a href="https://example.org/more">more to read here</a>.</p>'

const CATEGORIES = ['Music', 'Dance', 'Theatre', 'Workshop', 'Exhibition', 'Festival', 'Family']
const COLOURS = ['purple', 'lime', 'aqua', 'blue', 'pink', 'salmon']
const EVENT_PICTURES = ['lantern-parade-1', 'folk-night-1', 'front-room-festival-1']

/**
 * `count` published events: ten to come (the first three featured), two on now, and the rest
 * past, about one every 16 hours back from now, each with a description, pictures, venue and
 * tickets like the demo's.
 */
export function benchEvents(now, count) {
  const t = now.getTime()
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0')
    // i < 10: to come, a few days apart; 10 and 11: on now; the rest ended, the oldest last.
    const start =
      i < 10
        ? t + (i + 1) * 3 * DAY
        : i < 12
          ? t - DAY * (i - 9)
          : t - (i - 11) * (DAY * 0.66) - 3 * 3_600_000
    const end = i < 12 && i >= 10 ? t + DAY * (i - 8) : start + 3 * 3_600_000
    return {
      id: `bench-event-${n}`,
      data: {
        title: `Bench event ${n}: an evening of music and stories`,
        titleSlug: `bench-event-${n}-an-evening-of-music-and-stories`,
        titleSplit: [`Bench event ${n}:`, 'an evening of music and stories'],
        description: PARAGRAPH.repeat(4),
        shortDescription: `Summary of bench event ${n}, with what to expect on the night.`,
        dateStart: new Date(start),
        dateEnd: new Date(end),
        featureUntil: i < 3 ? new Date(start) : null,
        ticket: {
          needed: i % 3 ? 'No' : 'Yes',
          ticketInfo: i % 3 ? '' : '<p>Free, but please book a place.</p>',
          ticketLink: i % 3 ? '' : 'https://example.org/tickets',
          ageRestrictions: '',
        },
        venue: {
          venueName: 'Middlesbrough Town Hall',
          venueInfo: 'Step-free access by the Albert Road entrance.',
          venueLocation: 'Albert Road, Middlesbrough TS1 2QQ',
          venueURL: 'https://example.org/venue',
        },
        images: [1, 2].map((k) => ({
          imageURL: `/demo/events/${EVENT_PICTURES[(i + k) % EVENT_PICTURES.length]}.jpg`,
          imageTitle: `Picture ${k} of event ${n}`,
        })),
        documents: [],
        categories: [CATEGORIES[i % CATEGORIES.length], CATEGORIES[(i + 3) % CATEGORIES.length]],
        themeColour: COLOURS[i % COLOURS.length],
        published: true,
      },
    }
  })
}

/** `count` published updates, one a day back from now, with realistic bodies and images. */
export function benchUpdates(now, count) {
  const t = now.getTime()
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0')
    return {
      id: `bench-${n}`,
      data: {
        title: `Bench update ${n}: news from the programme`,
        titleSlug: `bench-update-${n}-news-from-the-programme`,
        description: PARAGRAPH.repeat(6),
        shortDescription: `Summary of bench update ${n}.`,
        dateStart: new Date(t - 3_600_000 - i * DAY),
        images: [1, 2, 3].map((k) => ({
          imageURL: `/demo/updates/festival-recap-${k}.jpg`,
          imageTitle: `Picture ${k} of update ${n}`,
        })),
        categories: ['News', i % 2 ? 'Awards' : 'Events'],
        themeColour: COLOURS[i % 4],
        published: true,
        forms: i % 10 ? [] : [{ formURL: '/images/default-update.jpg', formTitle: 'Form' }],
      },
    }
  })
}
