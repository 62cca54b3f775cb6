import { clearFirestore, put } from '@/test/emulator/firestore'
import { billedReads, firestore, read } from './admin'

beforeAll(async () => {
  await clearFirestore()
  await put('things', { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } })
})

describe('billedReads (what `npm run bench` adds up)', () => {
  const things = () => firestore().collection('things')

  it('counts each document a query returns, one for an empty one, and what an offset skipped', async () => {
    expect(billedReads(await read(things(), 'things'))).toBe(3)
    expect(billedReads(await read(things().where('n', '>', 9), 'none'))).toBe(1)
    expect(billedReads(await read(things().orderBy('n').offset(2), 'last'), 2)).toBe(3)
  })

  it('counts one for a document, and one per 1,000 entries counted', async () => {
    expect(billedReads(await read(things().doc('a'), 'a'))).toBe(1)
    expect(billedReads(await read(things().doc('missing'), 'missing'))).toBe(1)
    expect(billedReads(await read(things().count(), 'count'))).toBe(1)
    const pair = [things().doc('a'), things().doc('b')]
    expect(billedReads(await read({ get: () => firestore().getAll(...pair) }, 'a and b'))).toBe(2)
  })
})
