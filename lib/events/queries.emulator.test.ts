import { at, clearFirestore, logged, put } from '@/test/emulator/firestore'
import { getEvent, getEventListing, getPublishedEvents } from './queries'

const HOUR = 3_600_000
const from = (ms: number) => at(new Date(Date.now() + ms).toISOString())
const event = (title: string, start: number, end: number, extra: object = {}) => ({
  title,
  titleSlug: title.toLowerCase().replace(/ /g, '-'),
  dateStart: from(start),
  dateEnd: from(end),
  published: true,
  ...extra,
})

beforeAll(async () => {
  await clearFirestore()
  await put('showcase', {
    later: event('Later', 48 * HOUR, 50 * HOUR, { featureUntil: from(10 * HOUR) }),
    sooner: event('Sooner', 24 * HOUR, 26 * HOUR, { featureUntil: from(5 * HOUR) }),
    now: event('Now', -HOUR, HOUR, { categories: ['Music'] }),
    past: event('Past', -48 * HOUR, -47 * HOUR, { featureUntil: from(-HOUR) }),
    draft: event('Draft', HOUR, 2 * HOUR, { published: false }),
    broken: { titleSlug: 'no-title', dateStart: from(HOUR), published: true },
  })
})

describe('events data layer (Firestore emulator)', () => {
  it('reads only published, valid events, soonest start first, and logs the invalid one once', async () => {
    const { value, errors } = await logged(getPublishedEvents)
    expect(value.map((e) => e.id)).toEqual(['past', 'now', 'sooner', 'later'])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('showcase/broken')
    expect(errors[0]).toContain('title')
  })

  it('groups the published events by their time state, with the featured ones', async () => {
    const { value: listing } = await logged(getEventListing)
    const ids = (list: { id: string }[]) => list.map((e) => e.id)
    expect(ids(listing.current)).toEqual(['now'])
    expect(ids(listing.upcoming)).toEqual(['sooner', 'later'])
    expect(ids(listing.previous)).toEqual(['past'])
    expect(ids(listing.featured)).toEqual(['sooner', 'later'])
    expect(listing.categories).toEqual(['Music'])
  })

  it('finds one published event by id, and nothing for a draft or a missing id', async () => {
    const { value } = await logged(() =>
      Promise.all([getEvent('now'), getEvent('draft'), getEvent('no-such-event')]),
    )
    expect(value.map((e) => e?.title ?? null)).toEqual(['Now', null, null])
  })
})
