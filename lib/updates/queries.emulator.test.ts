import { at, clearFirestore, logged, put } from '@/test/emulator/firestore'
import { getLatestUpdate, getRecentUpdates, getUpdate, getUpdatesPage } from './queries'

const update = (n: number, extra: object = {}) => ({
  title: `Update ${n}`,
  titleSlug: `update-${n}`,
  description: '<p>News <script>alert(1)</script></p>',
  dateStart: at(`2026-01-${String(n).padStart(2, '0')}T12:00:00Z`),
  published: true,
  ...extra,
})

beforeAll(async () => {
  await clearFirestore()
  const docs: Record<string, object> = {}
  for (let n = 1; n <= 5; n++) docs[`u${n}`] = update(n)
  docs.newestDraft = update(20, { published: false })
  docs.newestBroken = update(21, { title: '' })
  await put('updates', docs)
})

describe('updates data layer (Firestore emulator)', () => {
  it('finds the latest published valid update, past a newer invalid one', async () => {
    const { value: latest, errors } = await logged(getLatestUpdate)
    expect(latest?.id).toBe('u5')
    expect(errors.join('\n')).toContain('updates/newestBroken')
  })

  it('sanitises HTML on the way in', async () => {
    const update = await getUpdate('u1')
    expect(update?.description).toBe('<p>News </p>')
  })

  it('answers null for a draft, an invalid document, a missing id and an impossible id', async () => {
    const { value, errors } = await logged(() =>
      Promise.all([getUpdate('newestDraft'), getUpdate('newestBroken')]),
    )
    expect(value).toEqual([null, null])
    // The first test's read already reported this version of the broken document; it is
    // logged once, not at every read.
    expect(errors.join('\n')).not.toContain('updates/newestBroken')
    expect(await getUpdate('missing')).toBeNull()
    expect(await getUpdate('a/b')).toBeNull()
    expect(await getUpdate('__reserved__')).toBeNull()
  })

  it('pages the published updates newest first, and answers past the end without reading', async () => {
    // The newest published document is invalid: it takes its place on page 1 but is skipped.
    const { value: page1 } = await logged(() => getUpdatesPage(1, 2))
    expect(page1.updates.map((u) => u.id)).toEqual(['u5'])
    expect(page1.total).toBe(6)
    expect((await getUpdatesPage(2, 2)).updates.map((u) => u.id)).toEqual(['u4', 'u3'])
    expect((await getUpdatesPage(3, 2)).updates.map((u) => u.id)).toEqual(['u2', 'u1'])
    expect(await getUpdatesPage(9, 2)).toEqual({ updates: [], page: 9, pageCount: 3, total: 6 })
  })

  it('reads the newest few for the feeds', async () => {
    const { value: recent } = await logged(() => getRecentUpdates(2))
    expect(recent.map((u) => u.id)).toEqual(['u5'])
  })
})
