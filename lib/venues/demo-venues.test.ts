import { demoContent } from '../../scripts/dev/demo-content.mjs'
import { venueSchema } from './schema'

describe('the demo venues', () => {
  it('each have a position, in Middlesbrough or Redcar & Cleveland', () => {
    const venues = demoContent(new Date('2026-11-23T12:00:00Z')).venues.map(
      (doc: { id: string; data: unknown }) => ({ id: doc.id, ...venueSchema.parse(doc.data) }),
    )
    expect(venues).toHaveLength(7)
    for (const { id, latitude, longitude } of venues) {
      expect([id, latitude! > 54.45 && latitude! < 54.65]).toEqual([id, true])
      expect([id, longitude! > -1.3 && longitude! < -0.8]).toEqual([id, true])
    }
  })
})
