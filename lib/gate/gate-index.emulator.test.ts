import { Timestamp } from 'firebase-admin/firestore'
import { firestore } from '@/lib/firebase/admin'
import { at, clearFirestore, put } from '@/test/emulator/firestore'
import { gateIndex } from './gate-index'
import {
  liveIndexReads,
  liveIndexSees,
  startLiveIndexes,
  stopLiveIndexes,
} from '@/lib/content/live-index'

const events = () => firestore().collection('showcase')
const event = (slug: string, published = true) => ({
  title: slug,
  titleSlug: slug,
  dateStart: at('2026-05-01T19:00:00Z'),
  published,
})

/** Asks `value` again until it passes `check`, for at most `ms`. */
async function eventually<T>(value: () => Promise<T>, check: (v: T) => boolean, ms = 5_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const v = await value()
    if (check(v) || Date.now() > deadline) return v
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  await clearFirestore()
  await put('showcase', { e1: event('folk-night'), e2: event('draft', false) })
  await put('dictionary', { d1: { letter: 'A', word: 'Arts', description: '<p>x</p>' } })
  startLiveIndexes()
})
afterAll(() => stopLiveIndexes())

describe('the live index (Firestore emulator)', () => {
  it('answers from what Firestore holds, published documents only', async () => {
    expect([...((await gateIndex('events')) ?? [])]).toEqual([['e1', 'folk-night']])
    expect([...((await gateIndex('letters')) ?? [])]).toEqual([['a', 'A']])
  })

  it('follows a document written straight to Firestore within a second or so', async () => {
    const started = Date.now()
    await events().doc('e3').set(event('clay-workshop'))
    const index = await eventually(
      () => gateIndex('events'),
      (i) => i?.get('e3') === 'clay-workshop',
    )
    expect(index?.get('e3')).toBe('clay-workshop')
    expect(Date.now() - started).toBeLessThan(2_000)

    await events().doc('e1').update({ published: false })
    const after = await eventually(
      () => gateIndex('events'),
      (i) => !i?.has('e1'),
    )
    expect(after?.has('e1')).toBe(false)
  })

  it('reads each document once, then one read per change', async () => {
    const before = liveIndexReads().events ?? 0
    await events().doc('e4').set(event('poetry'))
    await eventually(
      async () => liveIndexReads().events ?? 0,
      (reads) => reads > before,
    )
    expect((liveIndexReads().events ?? 0) - before).toBe(1)
  })

  it('lets a save wait until the listener has heard of it, but not for a draft', async () => {
    const [result] = await firestore().batch().set(events().doc('e5'), event('film-club')).commit()
    await liveIndexSees('showcase', { at: result!.writeTime, listed: true })
    expect((await gateIndex('events'))?.get('e5')).toBe('film-club')

    const started = Date.now()
    const later = Timestamp.fromMillis(Date.now() + 60_000)
    await liveIndexSees('showcase', { at: later, listed: false })
    expect(Date.now() - started).toBeLessThan(100)
  })
})
