import { GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore'
import { initializeApp } from 'firebase-admin/app'
import { decodeValue, encodeValue } from './format'
import { BACKUP_SCHEMAS } from './schemas'
import { EVENTS_COLLECTION } from '@/lib/content/collections'
import { testRecurrence } from '@/test/test-event'

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

  it('carries the rule of a series and its moved date through a backup, as the restore reads it', () => {
    const stored = {
      title: 'Open Studio',
      titleSlug: 'open-studio',
      published: true,
      dateStart: Timestamp.fromDate(new Date('2026-03-14T10:00:00Z')),
      dateEnd: Timestamp.fromDate(new Date('2026-03-14T12:00:00Z')),
      recurrence: testRecurrence((iso) => Timestamp.fromDate(new Date(iso))),
    }
    const back = decodeValue(JSON.parse(JSON.stringify(encodeValue(stored))), db)
    const event = BACKUP_SCHEMAS[EVENTS_COLLECTION]!.parse(back) as {
      recurrence: { skipped: string[]; changes: { start: string }[] }
    }
    expect(event.recurrence.skipped).toEqual(['2026-03-21'])
    expect(event.recurrence.changes[0]!.start).toBe('2026-04-05T13:00:00.000Z')
  })
})
