import { Timestamp } from 'firebase-admin/firestore'
import { awardRoundSchema } from '@/lib/awards/schema'
import { awardRound2025, ROUND_2025_ID } from './0001-award-round-2025'

describe('0001-award-round-2025', () => {
  it('makes the round the old release showed, valid for the awards page', () => {
    const { writes } = awardRound2025.plan({ awardRounds: [] }, {})
    expect(writes).toHaveLength(1)
    const [write] = writes
    expect(write).toMatchObject({ collection: 'awardRounds', id: ROUND_2025_ID, before: null })
    const round = awardRoundSchema.parse(write!.after)
    expect(round).toMatchObject({
      name: '2025 round',
      theme: 'Collective Radical Reimagination',
      closesAt: '2025-02-24T12:00:00.000Z',
      paidBy: '31 March 2025',
      totalAwards: 18,
      published: true,
    })
    expect(round.amounts.map((a) => [a.name, a.maxPounds])).toEqual([
      ['Community-led awards', 6000],
      ['Artist-led awards', 15000],
      ['Legacy awards', 10000],
    ])
    expect(round.eligibility).toContain('South Bank &amp; Grangetown')
    expect(round.questions).toHaveLength(15)
    expect(round.documents.map((d) => d.url)).toEqual([
      '/downloads/creative-community-awards-guidelines.docx',
      '/downloads/creative-community-awards-guidelines.pdf',
      '/downloads/creative-community-awards-application-form.docx',
      '/downloads/creative-community-awards-application-form.pdf',
    ])
  })

  it('leaves a stored 2025 round alone, whatever its id', () => {
    const { writes, notes } = awardRound2025.plan(
      {
        awardRounds: [
          {
            id: 'seeded',
            data: {
              name: 'Edited',
              closesAt: Timestamp.fromDate(new Date('2025-02-24T12:00:00Z')),
            },
          },
        ],
      },
      {},
    )
    expect(writes).toEqual([])
    expect(notes).toEqual([
      'awardRounds/seeded is already the 2025 round (it closes at 2025-02-24T12:00:00.000Z)',
    ])
  })

  it('adds the 2025 round beside other rounds', () => {
    const other = { closesAt: Timestamp.fromDate(new Date('2026-02-24T12:00:00Z')) }
    expect(
      awardRound2025.plan({ awardRounds: [{ id: 'r26', data: other }] }, {}).writes,
    ).toHaveLength(1)
  })
})
