import { firestore } from '@/lib/firebase/admin'
import { seedPublishedFixtures } from '@/test/emulator/published-fixtures'
import { gatedDocument } from './gated-document'

beforeEach(seedPublishedFixtures)

/** A document read as the pages read one: the stored fields, or null when not published. */
async function readStored(id: string) {
  const doc = await firestore().collection('showcase').doc(id).get()
  return doc.get('published') === true ? { titleSlug: String(doc.get('titleSlug')) } : null
}

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
