import { getEvent, getEventListing } from '@/lib/events/queries'
import { getLatestUpdate, getRecentUpdates, getUpdate } from '@/lib/updates/queries'
import { clearFirestore, put } from '@/test/emulator/firestore'
import { Timestamp } from 'firebase-admin/firestore'
import { getPublicEntries } from '@/lib/content/published-entries'

const inSeconds = (s: number) => Timestamp.fromMillis(Date.now() + s * 1000)
const lives = () => (globalThis as { __cacheLives?: { revalidate?: number }[] }).__cacheLives ?? []

beforeAll(async () => {
  await clearFirestore()
  const event = (title: string, pubDate: Timestamp | null) => ({
    title,
    titleSlug: title,
    dateStart: inSeconds(-3600),
    dateEnd: inSeconds(7 * 24 * 3600),
    published: true,
    pubDate,
  })
  await put('showcase', {
    on: event('On now', inSeconds(-60)),
    soon: event('Announced soon', inSeconds(40)),
  })
  const update = (title: string, daysAgo: number, pubDate: Timestamp | null) => ({
    title,
    titleSlug: title,
    dateStart: inSeconds(-daysAgo * 24 * 3600),
    published: true,
    pubDate,
  })
  await put('updates', {
    older: update('Older news', 2, null),
    newer: update('Newer news', 1, inSeconds(-3600)),
    // The newest by date, but its time has not come.
    waiting: update('Embargoed news', 0, inSeconds(40)),
  })
})

beforeEach(() => {
  ;(globalThis as { __cacheLives?: unknown[] }).__cacheLives = []
})

describe('publishing on a schedule (Firestore emulator)', () => {
  it('leaves a scheduled event out of the listing, and ends the listing at its time', async () => {
    const listing = await getEventListing()
    expect(listing.current.map((e) => e.id)).toEqual(['on'])
    expect(listing.revalidate).toBeGreaterThan(0)
    expect(listing.revalidate).toBeLessThanOrEqual(40)
    expect(await getEvent('soon')).toBeNull()
    expect((await getEvent('on'))?.title).toBe('On now')
  })

  it('reads past a scheduled update for the latest and the recent ones, until its time', async () => {
    expect((await getLatestUpdate())?.id).toBe('newer')
    expect((await getRecentUpdates(2)).map((u) => u.id)).toEqual(['newer', 'older'])
    expect(await getUpdate('waiting')).toBeNull()
    const shortest = Math.min(...lives().map((life) => life.revalidate ?? Infinity))
    expect(shortest).toBeLessThanOrEqual(40)
  })

  it('keeps scheduled documents out of the published entries until their time', async () => {
    expect((await getPublicEntries('events')).map((e) => e.id)).toEqual(['on'])
    expect((await getPublicEntries('updates')).map((e) => e.id).sort()).toEqual(['newer', 'older'])
  })
})
