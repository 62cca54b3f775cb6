import {
  isPublicAt,
  nextPublication,
  publicationMoments,
  untilDocumentPublication,
  untilPublication,
} from './schedule'

const now = new Date('2026-11-25T10:00:00Z')

describe('isPublicAt', () => {
  it('is public once published and its time has come', () => {
    expect(isPublicAt({ published: true, pubDate: null }, now)).toBe(true)
    expect(isPublicAt({ published: true }, now)).toBe(true)
    expect(isPublicAt({ published: true, pubDate: '2026-11-25T10:00:00.000Z' }, now)).toBe(true)
    expect(isPublicAt({ published: true, pubDate: '2026-11-25T10:00:01.000Z' }, now)).toBe(false)
  })

  it('is never public as a draft, whatever its date', () => {
    expect(isPublicAt({ published: false, pubDate: '2026-01-01T00:00:00Z' }, now)).toBe(false)
  })

  it('comes off at its unpublish time, to the second', () => {
    const until = (unpublishAt: string) => ({ published: true, pubDate: null, unpublishAt })
    expect(isPublicAt(until('2026-11-25T10:00:01.000Z'), now)).toBe(true)
    expect(isPublicAt(until('2026-11-25T10:00:00.000Z'), now)).toBe(false)
  })
})

describe('publicationMoments', () => {
  it('ends a cached read when a document goes public or comes off, whichever is next', () => {
    const doc = { pubDate: '2026-11-24T10:00:00Z', unpublishAt: '2026-11-26T10:00:00Z' }
    expect(nextPublication(publicationMoments(doc), now)).toBe('2026-11-26T10:00:00.000Z')
    expect(
      untilDocumentPublication({ stale: 60, revalidate: 999_999, expire: 1e9 }, doc as never, now)
        .revalidate,
    ).toBe(86_400)
  })
})

describe('nextPublication', () => {
  it('is the soonest time still to come', () => {
    expect(
      nextPublication(
        ['2026-11-24T10:00:00Z', '2026-11-27T10:00:00Z', null, '2026-11-26T10:00:00Z'],
        now,
      ),
    ).toBe('2026-11-26T10:00:00.000Z')
    expect(nextPublication(['2026-11-24T10:00:00Z', undefined], now)).toBeNull()
  })
})

describe('untilPublication', () => {
  const lifetime = { stale: 60, revalidate: 60, expire: 31_536_000 }

  it('ends the lifetime at the next publication when that is sooner', () => {
    expect(untilPublication(lifetime, '2026-11-25T10:00:20.500Z', now)).toEqual({
      ...lifetime,
      revalidate: 21,
    })
  })

  it('keeps the lifetime when the next publication is later, or there is none', () => {
    expect(untilPublication(lifetime, '2026-11-25T11:00:00Z', now)).toBe(lifetime)
    expect(untilPublication(lifetime, null, now)).toBe(lifetime)
  })

  it('is at least a second, for a time just passed while reading', () => {
    expect(untilPublication(lifetime, '2026-11-25T09:59:59Z', now).revalidate).toBe(1)
  })
})

describe('untilDocumentPublication', () => {
  const lifetime = { stale: 60, revalidate: 60, expire: 31_536_000 }

  it('ends the lifetime when a scheduled document goes public', () => {
    const scheduled = { published: true, pubDate: '2026-11-25T10:00:30Z' }
    expect(untilDocumentPublication(lifetime, scheduled, now).revalidate).toBe(30)
  })

  it('keeps the lifetime of a document public since long ago, or with no time set', () => {
    // Cut to a second, an event page published last month was rendered again every second.
    const published = { published: true, pubDate: '2026-10-01T09:00:00Z' }
    expect(untilDocumentPublication(lifetime, published, now)).toBe(lifetime)
    expect(untilDocumentPublication(lifetime, { published: true, pubDate: null }, now)).toBe(
      lifetime,
    )
    expect(untilDocumentPublication(lifetime, null, now)).toBe(lifetime)
  })
})
