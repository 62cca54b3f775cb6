import {
  isPublicAt,
  nextPublication,
  publicationMoments,
  untilDocumentPublication,
  secondsUntil,
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
    ).toBe(43_200)
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

describe('secondsUntil', () => {
  const later = (ms: number) => now.getTime() + ms

  it('is half the time left, rounded down, within 1 and the regular interval', () => {
    expect(secondsUntil(later(12_300), now, 60)).toBe(6)
    expect(secondsUntil(later(90_000), now, 60)).toBe(45)
    expect(secondsUntil(later(200_000), now, 60)).toBe(60)
    expect(secondsUntil(later(1_900), now, 60)).toBe(1)
    expect(secondsUntil(later(-500), now, 60)).toBe(1)
    expect(secondsUntil(null, now, 60)).toBe(60)
  })

  it('leaves a page stale by the moment whatever the age of the read it reuses', () => {
    // Next gives the page the read's whole lifetime from the time it reuses it.
    for (const left of [2_000, 7_500, 41_000, 59_999]) {
      const lifetime = secondsUntil(later(left), now, 60) * 1000
      const oldestReuse = lifetime - 1
      expect(oldestReuse + lifetime).toBeLessThanOrEqual(left)
    }
  })
})

describe('untilPublication', () => {
  const lifetime = { stale: 60, revalidate: 60, expire: 31_536_000 }

  it('ends the lifetime at the next publication when that is sooner', () => {
    expect(untilPublication(lifetime, '2026-11-25T10:00:20.500Z', now)).toEqual({
      ...lifetime,
      revalidate: 10,
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
    expect(untilDocumentPublication(lifetime, scheduled, now).revalidate).toBe(15)
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
