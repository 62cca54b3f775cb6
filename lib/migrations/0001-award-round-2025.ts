import { Timestamp } from 'firebase-admin/firestore'
import round from './0001-award-round-2025.json'
import { documentsOf, type Migration } from './migration'

/** The id the 2025 round is stored at: fixed, so a resumed run finds it made. */
export const ROUND_2025_ID = '2025-round'

const closesAt = Date.parse(round.closesAt)

/** Whether a stored round is the 2025 one, whatever its id (the demo and the tests seed it). */
function isThe2025Round(data: Record<string, unknown>): boolean {
  const closes = data.closesAt
  return closes instanceof Timestamp && closes.toMillis() === closesAt
}

/**
 * Release 0.1.0 showed the 2025 round of the Creative Community Awards from code (its
 * lib/awards/facts.mjs and faq.mjs, the documents in public/downloads); since 0.2.0 a round is
 * an `awardRounds` document. This one is the old page's every figure, rule, question and form.
 */
export const awardRound2025: Migration = {
  id: '0001-award-round-2025',
  summary: 'The 2025 award round, shown from code until 0.2.0, becomes a round document',
  reads: ['awardRounds'],
  plan(collections) {
    const existing = documentsOf(collections, 'awardRounds').find((doc) => isThe2025Round(doc.data))
    if (existing) {
      return {
        writes: [],
        notes: [
          `awardRounds/${existing.id} is already the 2025 round (it closes at ${round.closesAt})`,
        ],
      }
    }
    return {
      writes: [
        {
          collection: 'awardRounds',
          id: ROUND_2025_ID,
          before: null,
          after: {
            ...round,
            opensAt: Timestamp.fromDate(new Date(round.opensAt)),
            closesAt: Timestamp.fromDate(new Date(round.closesAt)),
          },
          why: `the ${round.name} (closed ${round.closesAt}), published, with its ${round.questions.length} questions and ${round.documents.length} documents`,
        },
      ],
      notes: [],
    }
  },
}
