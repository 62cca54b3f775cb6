import { firestore } from '@/lib/firebase/admin'
import { seedPublishedFixtures } from '@/test/emulator/published-fixtures'
import { getPublicEntries } from './published-entries'

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
})
