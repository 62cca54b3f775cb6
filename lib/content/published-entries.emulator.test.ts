import { firestore } from '@/lib/firebase/admin'
import { seedPublishedFixtures } from '@/test/emulator/published-fixtures'
import { at } from '@/test/emulator/firestore'
import { getPublicEntries, publicEntriesAt } from './published-entries'

beforeEach(seedPublishedFixtures)

describe('the published entries (Firestore emulator)', () => {
  it('holds each published document with a usable slug, normalised, and its last change', async () => {
    const entries = await getPublicEntries('events')
    expect(entries.map(({ id, slug }) => [id, slug])).toEqual([['e1', 'folk-night']])
    expect(entries[0]).toMatchObject({ start: '2026-05-01T19:00:00.000Z', end: null })
    const updated = Date.parse(entries[0]!.updated)
    expect(Date.now() - updated).toBeLessThan(60_000)
    const updates = await getPublicEntries('updates')
    expect(updates.map(({ id, slug }) => [id, slug])).toEqual([['u1', 'news']])
  })

  it('drops a document that is unpublished', async () => {
    await firestore().collection('updates').doc('u1').update({ published: false })
    expect(await getPublicEntries('updates')).toEqual([])
  })

  it("carries an event's filters and venue, as stored", async () => {
    await firestore()
      .collection('showcase')
      .doc('e1')
      .update({
        cost: { type: 'free' },
        ages: { all: false, min: 5, max: 11 },
        access: { features: ['bsl-interpreted', 7] },
        venueId: 'kirkleatham-museum',
      })
    const [entry] = await getPublicEntries('events')
    // Family from the stored ages, by the pages' own rule (lib/content/event-filters.ts).
    expect(entry).toMatchObject({
      filters: ['free', 'family', 'bsl-interpreted'],
      venueId: 'kirkleatham-museum',
    })
  })

  it('judges what is public, and what changes next, by the moment it is asked for', async () => {
    await firestore()
      .collection('updates')
      .doc('u1')
      .update({ pubDate: at('2030-01-01T09:00:00Z'), unpublishAt: at('2030-02-01T09:00:00Z') })
    const before = await publicEntriesAt('updates', new Date('2029-12-31T12:00:00Z'))
    expect(before).toEqual({ entries: [], next: '2030-01-01T09:00:00.000Z', scheduled: 1 })
    const during = await publicEntriesAt('updates', new Date('2030-01-15T12:00:00Z'))
    expect(during.entries.map((e) => e.id)).toEqual(['u1'])
    expect(during.next).toBe('2030-02-01T09:00:00.000Z')
    const after = await publicEntriesAt('updates', new Date('2030-03-01T12:00:00Z'))
    expect(after).toMatchObject({ entries: [], next: null })
  })
})
