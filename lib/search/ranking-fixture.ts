/**
 * A fixed set of documents like the programme's, and the queries a resident types, each with
 * the result they expect first: lib/search/ranking.test.ts measures the ranking on them, and
 * docs/search-ranking.md keeps the table. Dates are around RANKING_NOW.
 */
import type { SearchDocument, SearchKind } from './search-index'

export const RANKING_NOW = new Date('2026-11-28T12:00:00Z')

function doc(
  kind: SearchKind,
  id: string,
  title: string,
  text: string,
  more: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    id: `${kind}/${id}`,
    kind,
    title,
    text,
    tags: '',
    url: `/${kind}/${id}`,
    date: '2026-10-01T10:00:00.000Z',
    end: null,
    facts: [],
    status: kind === 'events' ? 'scheduled' : null,
    series: null,
    updated: '2026-10-01T00:00:00.000Z',
    ...more,
  }
}

const event = (
  id: string,
  title: string,
  text: string,
  date: string,
  more: Partial<SearchDocument> = {},
) => doc('events', id, title, text, { date, ...more })

export const RANKING_DOCUMENTS: SearchDocument[] = [
  event(
    'pottery',
    'Pottery workshop for beginners',
    'Throw a pot on the wheel with a local potter. Clay and glazes provided.',
    '2026-12-12T10:00:00.000Z',
    { tags: 'Eston Arts Centre Crafts Adults' },
  ),
  event(
    'pottery-past',
    'Pottery taster morning',
    'Hand-built pottery for beginners and improvers.',
    '2025-02-01T10:00:00.000Z',
    { tags: 'Eston Arts Centre Crafts' },
  ),
  doc(
    'updates',
    'lottery',
    'Three more years for the programme',
    'Thanks to players of the National Lottery, the National Lottery Community Fund has ' +
      'extended our grant: workshops stay free for residents until 2029.',
    { date: '2026-09-15T09:00:00.000Z' },
  ),
  event(
    'storytime',
    'Family storytime and crafts',
    'Stories, songs and paper crafts for children under eight and their grown-ups.',
    '2026-12-05T10:30:00.000Z',
    {
      tags: 'Eston Library Family Free All ages',
      facts: ['Free', 'All ages'],
    },
  ),
  event(
    'carols',
    'Carols in the square',
    'Sing along with the community choir; an interpreter signs every song.',
    '2026-12-19T18:00:00.000Z',
    { tags: 'Market Square Music Free BSL interpreted', facts: ['Free', 'BSL interpreted'] },
  ),
  event(
    'choir',
    'Community choir',
    'No auditions, no reading music: come and sing.',
    '2026-09-05T09:00:00.000Z',
    {
      end: '2027-03-27T12:00:00.000Z',
      tags: 'Grangetown Community Centre Music',
      series: {
        // 10am to noon, London time (BST then).
        start: '2026-09-05T09:00:00.000Z',
        end: '2026-09-05T11:00:00.000Z',
        recurrence: {
          frequency: 'weekly',
          weekdays: ['SA'],
          nth: null,
          monthDay: null,
          until: '2027-03-27',
          count: null,
          skipped: [],
          changes: [],
        },
      },
    },
  ),
  event(
    'ceilidh',
    'Winter ceilidh',
    'A night of Scottish and Irish dances, called for beginners, with a live band.',
    '2026-12-31T19:00:00.000Z',
    { tags: 'Grangetown Community Centre Dance' },
  ),
  event(
    'lanterns',
    'Lantern parade',
    'Make a willow lantern in the afternoon and walk it through the park at dusk.',
    '2026-12-20T15:00:00.000Z',
    { tags: 'Albert Park Family Free', facts: ['Free'] },
  ),
  event(
    'wine',
    'Wine and painting evening',
    'Paint a still life with a glass in hand: materials and one glass of wine included.',
    '2026-12-10T19:00:00.000Z',
    { tags: 'The Front Room Painting Adults' },
  ),
  event(
    'puppets',
    'Puppet show: the Snow Queen',
    'A shadow puppet show for families, with a make-your-own puppet session after.',
    '2026-12-13T14:00:00.000Z',
    { tags: 'Eston Library Family Theatre', status: 'cancelled' },
  ),
  doc(
    'dictionary',
    'zine',
    'Zine',
    'A small, self-published magazine, often photocopied and stapled by hand.',
    { tags: 'noun' },
  ),
  doc(
    'dictionary',
    'kiln',
    'Kiln',
    'An oven for firing pottery, as used in every pottery workshop.',
    { tags: 'noun' },
  ),
  doc(
    'questions',
    'wheelchair',
    'Are the venues wheelchair accessible?',
    'Most are: each venue page says how to get in, where the step-free entrance is, and ' +
      'whether there is an accessible toilet.',
    { tags: 'Access' },
  ),
  doc(
    'questions',
    'volunteer',
    'How can I volunteer?',
    'Write to us: volunteers help at the lantern parade, the carols and most workshops.',
    { tags: 'Getting involved' },
  ),
  doc(
    'updates',
    'volunteers-thanks',
    'Thank you to our stewards',
    'Forty volunteers stewarded the summer festival; several say they will volunteer again.',
    { date: '2026-08-30T09:00:00.000Z' },
  ),
  doc(
    'questions',
    'parking',
    'Is there parking near the venues?',
    'Eston Arts Centre has a car park; the others are a short walk from a bus stop.',
    { tags: 'Getting there' },
  ),
  doc(
    'updates',
    'awards',
    'Community awards: the round is open',
    'Apply by 31st January for an award of up to £1,000 for an arts project in your street.',
    { date: '2026-11-02T09:00:00.000Z' },
  ),
  event(
    'awards-night',
    'Summer showcase',
    'The evening the community awards went to twelve projects, with music and food.',
    '2026-07-11T18:00:00.000Z',
    { tags: 'Eston Arts Centre' },
  ),
]

/** What a resident types, and the result they expect first (a document id). */
export const RANKING_QUERIES: readonly { query: string; top: string; why: string }[] = [
  { query: 'lottery', top: 'updates/lottery', why: 'exact word in the body over "pottery"' },
  { query: 'pottry', top: 'events/pottery', why: 'a misspelling; the event to come first' },
  { query: 'pottery workshop', top: 'events/pottery', why: 'both words in the title' },
  { query: 'bsl', top: 'events/carols', why: 'an access fact' },
  { query: 'free family', top: 'events/storytime', why: 'two facts together' },
  { query: 'eston library', top: 'events/storytime', why: 'a venue name' },
  { query: 'choir', top: 'events/choir', why: 'a running series, title over body' },
  { query: 'cealidh', top: 'events/ceilidh', why: 'a misspelt dance' },
  { query: 'lantern', top: 'events/lanterns', why: 'title over body' },
  { query: 'zine', top: 'dictionary/zine', why: 'a short exact word over "wine"' },
  { query: 'wheelchair', top: 'questions/wheelchair', why: 'a question by its title' },
  { query: 'volunteer', top: 'questions/volunteer', why: 'title over body' },
  { query: 'parking', top: 'questions/parking', why: 'a question by its title' },
  { query: 'awards', top: 'updates/awards', why: 'the open round over a past event' },
  { query: 'kiln', top: 'dictionary/kiln', why: 'a word of the dictionary' },
]
