import { cacheLife } from 'next/cache'
import { contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import { getAwardsView } from './queries'

jest.mock('next/cache', () => ({ cacheLife: jest.fn(), cacheTag: jest.fn() }))

/** One published round, as Firestore would give it, opening and closing at these moments. */
let stored: { opensAt: Date; closesAt: Date }[] = []
jest.mock('@/lib/firebase/admin', () => {
  const timestamp = (date: Date) => ({ toDate: () => date })
  const query = { where: () => query }
  return {
    firestore: () => ({ collection: () => query }),
    read: async () => ({
      docs: stored.map((round, i) => ({
        exists: true,
        id: `round-${i}`,
        ref: { parent: { id: 'awardRounds' } },
        updateTime: timestamp(new Date('2026-01-01T00:00:00Z')),
        data: () => ({
          name: `Round ${i}`,
          opensAt: timestamp(round.opensAt),
          closesAt: timestamp(round.closesAt),
          published: true,
        }),
      })),
    }),
  }
})

/** The lifetimes the view asked for, each a profile's name or its values. */
const lifetimes = () =>
  (jest.mocked(cacheLife).mock.calls as unknown[][]).map(([life]) => life as { revalidate: number })

beforeEach(() => jest.mocked(cacheLife).mockClear())

describe('getAwardsView', () => {
  it('is made again by the closing minute, not up to a content interval after it', async () => {
    const now = Date.now()
    stored = [{ opensAt: new Date(now - 86_400_000), closesAt: new Date(now + 40_000) }]
    const view = await getAwardsView()
    expect(view.state).toBe('open')
    expect(lifetimes()).toEqual([expect.objectContaining({ revalidate: expect.any(Number) })])
    const [life] = lifetimes()
    // Half the time left at most, so a page reusing the view is stale by the minute.
    expect(life!.revalidate).toBeGreaterThanOrEqual(1)
    expect(life!.revalidate).toBeLessThanOrEqual(20)
  })

  it('is made again by the opening minute of the next round', async () => {
    const now = Date.now()
    stored = [
      { opensAt: new Date(now - 90 * 86_400_000), closesAt: new Date(now - 60 * 86_400_000) },
      { opensAt: new Date(now + 10_000), closesAt: new Date(now + 30 * 86_400_000) },
    ]
    const view = await getAwardsView()
    expect(view.state).toBe('upcoming')
    const [life] = lifetimes()
    expect(life!.revalidate).toBeLessThanOrEqual(5)
  })

  it('keeps the content interval when no round opens or closes within it', async () => {
    const now = Date.now()
    stored = [{ opensAt: new Date(now - 86_400_000), closesAt: new Date(now + 7 * 86_400_000) }]
    await getAwardsView()
    const [life] = lifetimes()
    expect(life!.revalidate).toBe(contentRevalidateSeconds())
  })
})
