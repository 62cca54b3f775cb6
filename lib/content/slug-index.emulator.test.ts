import { firestore } from '@/lib/firebase/admin'
import { at, clearFirestore, put } from '@/test/emulator/firestore'
import { gatedDocumentId, getSlugIndex, getSlugIndexEntries } from './slug-index'

beforeEach(async () => {
  await clearFirestore()
  await put('showcase', {
    e1: {
      title: 'Folk Night',
      titleSlug: 'Folk Night!',
      dateStart: at('2026-05-01T19:00:00Z'),
      published: true,
    },
    e2: {
      title: 'Draft',
      titleSlug: 'draft',
      dateStart: at('2026-05-01T19:00:00Z'),
      published: false,
    },
    e3: { title: 'No slug', titleSlug: '***', published: true },
  })
  await put('updates', { u1: { titleSlug: 'news', published: true } })
})

describe('the slug index (Firestore emulator)', () => {
  it('holds each published document with a usable slug, normalised, and its last change', async () => {
    const entries = await getSlugIndexEntries('events')
    expect(entries.map(({ id, slug }) => [id, slug])).toEqual([['e1', 'folk-night']])
    expect(entries[0]).toMatchObject({ start: '2026-05-01T19:00:00.000Z', end: null })
    const updated = Date.parse(entries[0]!.updated)
    expect(Date.now() - updated).toBeLessThan(60_000)
    expect([...(await getSlugIndex('updates'))]).toEqual([['u1', 'news']])
  })

  it('lets a page show a document only at its canonical URL, following slug changes', async () => {
    expect(await gatedDocumentId('events', { slug: 'folk-night', id: 'e1' })).toBe('e1')
    expect(await gatedDocumentId('events', { slug: 'draft', id: 'e2' })).toBeNull()
    expect(await gatedDocumentId('events', { slug: 'folk-night', id: 'missing' })).toBeNull()
    expect(await gatedDocumentId('events', { slug: 'x', id: '%E0%A4%A' })).toBeNull()

    await firestore().collection('showcase').doc('e1').update({ titleSlug: 'folk-night-moved' })
    expect(await gatedDocumentId('events', { slug: 'folk-night', id: 'e1' })).toBeNull()
    expect(await gatedDocumentId('events', { slug: 'folk-night-moved', id: 'e1' })).toBe('e1')
  })

  it('drops a document that is unpublished', async () => {
    await firestore().collection('updates').doc('u1').update({ published: false })
    expect((await getSlugIndex('updates')).size).toBe(0)
  })
})
