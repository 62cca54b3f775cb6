import { firestore } from '@/lib/firebase/admin'
import { at, clearFirestore, put } from '@/test/emulator/firestore'
import { gatedDocument, getSlugIndexEntries } from './slug-index'

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

/** A document read as the pages read one: the stored fields, or null when not published. */
async function readStored(id: string) {
  const doc = await firestore().collection('showcase').doc(id).get()
  return doc.get('published') === true ? { titleSlug: String(doc.get('titleSlug')) } : null
}

describe('the slug index (Firestore emulator)', () => {
  it('holds each published document with a usable slug, normalised, and its last change', async () => {
    const entries = await getSlugIndexEntries('events')
    expect(entries.map(({ id, slug }) => [id, slug])).toEqual([['e1', 'folk-night']])
    expect(entries[0]).toMatchObject({ start: '2026-05-01T19:00:00.000Z', end: null })
    const updated = Date.parse(entries[0]!.updated)
    expect(Date.now() - updated).toBeLessThan(60_000)
    const updates = await getSlugIndexEntries('updates')
    expect(updates.map(({ id, slug }) => [id, slug])).toEqual([['u1', 'news']])
  })

  it('drops a document that is unpublished', async () => {
    await firestore().collection('updates').doc('u1').update({ published: false })
    expect(await getSlugIndexEntries('updates')).toEqual([])
  })
})

describe('the document a page shows', () => {
  const page = (slug: string, id: string) =>
    gatedDocument('events', Promise.resolve({ slug, id }), readStored)

  it('is the published one, only at its canonical URL, following slug changes', async () => {
    expect(await page('folk-night', 'e1')).toEqual({ titleSlug: 'Folk Night!' })
    expect(await page('draft', 'e2')).toBeNull()
    expect(await page('folk-night', 'missing')).toBeNull()
    expect(await page('x', '%E0%A4%A')).toBeNull()

    await firestore().collection('showcase').doc('e1').update({ titleSlug: 'folk-night-moved' })
    expect(await page('folk-night', 'e1')).toBeNull()
    expect(await page('folk-night-moved', 'e1')).not.toBeNull()
  })
})
