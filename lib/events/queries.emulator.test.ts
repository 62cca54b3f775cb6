import { Timestamp } from 'firebase-admin/firestore'
import { londonWallTime } from '@/lib/site/dates.mjs'
import { at, clearFirestore, logged, put } from '@/test/emulator/firestore'
import { getEvent, getEventListing, getPreviousEvents } from './queries'
import { PREVIOUS_EVENTS_PAGE_SIZE } from './pagination'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const from = (ms: number) => at(new Date(Date.now() + ms).toISOString())
const event = (title: string, start: number, end: number | null, extra: object = {}) => ({
  title,
  titleSlug: title.toLowerCase().replace(/ /g, '-'),
  dateStart: from(start),
  dateEnd: end === null ? null : from(end),
  published: true,
  ...extra,
})

/** 26 past events, one ending each day back from yesterday; every other one is 'Dance'. */
const pastEvents = Object.fromEntries(
  Array.from({ length: 26 }, (_, i) => [
    `past-${String(i + 1).padStart(2, '0')}`,
    event(`Past ${i + 1}`, -(i + 1) * DAY - HOUR, -(i + 1) * DAY, {
      categories: [i % 2 ? 'dance' : 'Dance'].slice(0, i % 4 === 3 ? 0 : 1),
    }),
  ]),
)

beforeAll(async () => {
  await clearFirestore()
  await put('showcase', {
    later: event('Later', 48 * HOUR, 50 * HOUR, { featureUntil: from(10 * HOUR) }),
    sooner: event('Sooner', 24 * HOUR, 26 * HOUR, { featureUntil: from(5 * HOUR) }),
    now: event('Now', -HOUR, HOUR, { categories: ['Music'] }),
    // No end: on until the end of its start day, then past, ended that day.
    today: event('Today', -1, null),
    // Noon three London days ago: it ended at the midnight after, between past-03 and past-02.
    'no-end-long-ago': {
      ...event('No end long ago', 0, null, { categories: ['Dance'] }),
      dateStart: Timestamp.fromDate(londonWallTime(new Date(), -3, '12:00')),
    },
    // Ended, but still featured: on the banner, not in the grids of what is on.
    'past-featured': event('Past featured', -3 * HOUR, -2 * HOUR, { featureUntil: from(HOUR) }),
    draft: event('Draft', HOUR, 2 * HOUR, { published: false }),
    broken: {
      titleSlug: 'no-title',
      dateStart: from(HOUR),
      dateEnd: from(2 * HOUR),
      published: true,
    },
    ...pastEvents,
  })
})

const ids = (list: { id: string }[]) => list.map((e) => e.id)

describe('events data layer (Firestore emulator)', () => {
  it('reads what is on and to come, and what is featured, and logs the invalid one once', async () => {
    const { value: listing, errors } = await logged(getEventListing)
    // Either may end first: 'today' ends at midnight.
    expect(ids(listing.current).sort()).toEqual(['now', 'today'])
    expect(ids(listing.upcoming)).toEqual(['sooner', 'later'])
    expect(ids(listing.featured)).toEqual(['past-featured', 'sooner', 'later'])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('showcase/broken')
    expect(listing.revalidate).toBeGreaterThan(0)
  })

  it('pages the past events, the most recently ended first, with and without an end date', async () => {
    const { value: listing } = await logged(getEventListing)
    const first = await getPreviousEvents(1, listing.asOf)
    const second = await getPreviousEvents(2, listing.asOf)
    expect(first.total).toBe(28)
    expect(first.pageCount).toBe(2)
    expect(first.events).toHaveLength(PREVIOUS_EVENTS_PAGE_SIZE)
    expect(second.events).toHaveLength(28 - PREVIOUS_EVENTS_PAGE_SIZE)
    const all = [...ids(first.events), ...ids(second.events)]
    expect(all.slice(0, 4)).toEqual(['past-featured', 'past-01', 'past-02', 'no-end-long-ago'])
    expect(all.at(-1)).toBe('past-26')
    expect(new Set(all).size).toBe(28)
    expect((await getPreviousEvents(3, listing.asOf)).events).toEqual([])
  })

  it("pages one category's past events, whatever their spelling", async () => {
    const { value: listing } = await logged(getEventListing)
    const dance = await getPreviousEvents(1, listing.asOf, 'Dance')
    // past-04, -08, … (every fourth) have no category; 'no-end-long-ago' is Dance.
    expect(dance.total).toBe(26 - 6 + 1)
    expect(ids(dance.events).slice(0, 3)).toEqual(['past-01', 'past-02', 'no-end-long-ago'])
    // One category, however it is spelt; none for a category no past event has.
    expect(await getPreviousEvents(1, listing.asOf, 'DANCE')).toEqual(dance)
    expect((await getPreviousEvents(1, listing.asOf, 'Music')).total).toBe(0)
  })

  it('finds one published event by id, and nothing for a draft or a missing id', async () => {
    const { value } = await logged(() =>
      Promise.all([getEvent('now'), getEvent('draft'), getEvent('no-such-event')]),
    )
    expect(value.map((e) => e?.title ?? null)).toEqual(['Now', null, null])
  })
})
