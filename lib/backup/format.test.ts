import { GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore'
import { initializeApp } from 'firebase-admin/app'
import { decodeValue, encodeValue } from './format'

const db = getFirestore(initializeApp({ projectId: 'demo-format-test' }, 'format-test'))

describe('backup values', () => {
  it('keeps every Firestore type through JSON, Timestamps to the nanosecond', () => {
    const stored = {
      at: new Timestamp(1_764_000_000, 123_456_789),
      where: new GeoPoint(54.57, -1.23),
      ref: db.doc('showcase/abc'),
      bytes: Buffer.from([0, 1, 254]),
      list: [{ imageURL: '/demo/a.jpg', imageTitle: 'A' }, 3, null, true],
      nested: { ticket: { needed: 'Yes' } },
      odd: Number.NaN,
    }
    const back = decodeValue(JSON.parse(JSON.stringify(encodeValue(stored))), db) as typeof stored
    expect(back.at).toBeInstanceOf(Timestamp)
    expect(back.at.isEqual(stored.at)).toBe(true)
    expect(back.where.isEqual(stored.where)).toBe(true)
    expect(back.ref.path).toBe('showcase/abc')
    expect(Buffer.compare(back.bytes, stored.bytes)).toBe(0)
    expect(back.list).toEqual(stored.list)
    expect(back.nested).toEqual(stored.nested)
    expect(back.odd).toBeNaN()
  })

  it('cannot mistake a stored map with a __type key for one of its own tags', () => {
    const stored = { note: { __type: 'timestamp', seconds: 1 } }
    const encoded = encodeValue(stored)
    expect(encoded).toEqual({ note: { __type: 'map', value: { __type: 'timestamp', seconds: 1 } } })
    expect(decodeValue(JSON.parse(JSON.stringify(encoded)), db)).toEqual(stored)
  })
})
