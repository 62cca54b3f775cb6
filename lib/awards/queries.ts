import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { CACHE_TAGS } from '@/lib/content/cache'
import { contentLifetime, contentRevalidateSeconds } from '@/lib/content/cache-life.mjs'
import { AWARD_ROUNDS_COLLECTION } from '@/lib/content/collections'
import { parseDocuments } from '@/lib/content/parse'
import { reportOnce } from '@/lib/content/problems'
import { firestore, read } from '@/lib/firebase/admin'
import { awardsLifetime } from './lifetime'
import { arrangeRounds, roundState, type RoundState } from './round'
import { awardRoundSchema, type AwardRound } from './schema'

/** The rounds as the awards page and the home banner show them, worked out at one moment. */
export interface AwardsView {
  current: AwardRound | null
  /** The current round's state when the view was made; the page's island corrects it. */
  state: RoundState | null
  next: AwardRound | null
  past: AwardRound[]
}

/** Every published round: a programme runs one a year, so one read serves the page and banner. */
async function readPublishedRounds(): Promise<AwardRound[]> {
  const snapshot = await read(
    firestore().collection(AWARD_ROUNDS_COLLECTION).where('published', '==', true),
    'award rounds',
  )
  return parseDocuments(awardRoundSchema, snapshot.docs)
}

/**
 * The current round, the next and the past ones, made again on the content interval, when an
 * editor saves a round (the tag), and by the minute a round opens or closes (`awardsLifetime`),
 * so the HTML changes within seconds of it too; the page's island switches at the minute itself.
 */
export async function getAwardsView(): Promise<AwardsView> {
  'use cache'
  cacheTag(CACHE_TAGS.awardRounds)
  const rounds = await readPublishedRounds()
  const now = new Date()
  cacheLife(awardsLifetime(contentLifetime(contentRevalidateSeconds()), rounds, now))
  const { current, next, past } = arrangeRounds(rounds, now)
  if (!current) {
    reportOnce(
      'warn',
      { path: AWARD_ROUNDS_COLLECTION, version: 'none' },
      `no published award round in ${AWARD_ROUNDS_COLLECTION}: the awards page says there is no round at the moment`,
    )
  }
  return { current, state: current ? roundState(now, current) : null, next, past }
}
