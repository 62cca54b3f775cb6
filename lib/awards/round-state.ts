import 'server-only'
import { cacheLife } from 'next/cache'
import { CONTENT_CACHE_PROFILE } from '@/lib/content/cache'
import { AWARDS } from './facts.mjs'
import { roundState, type RoundState } from './round'

/**
 * The round's state for the prerendered page, worked out again on the content interval; the
 * page's island (components/awards/round-switch.client.tsx) corrects it in the browser at the
 * deadline itself.
 */
export async function currentRoundState(): Promise<RoundState> {
  'use cache'
  cacheLife(CONTENT_CACHE_PROFILE)
  return roundState(new Date(), AWARDS.deadlineIso)
}
