import { secondsUntil } from '@/lib/content/schedule'
import type { RoundTimes } from './round'

/** The soonest moment (ms) after `now` at which one of these rounds opens or closes, or null. */
export function nextRoundChange(rounds: readonly RoundTimes[], now: Date): number | null {
  let next: number | null = null
  for (const round of rounds) {
    for (const at of [Date.parse(round.opensAt), Date.parse(round.closesAt)]) {
      if (at > now.getTime() && (next === null || at < next)) next = at
    }
  }
  return next
}

/**
 * The lifetime of the awards view worked out at `now`: the regular one, cut short by the next
 * opening or closing of a round (`secondsUntil`: half the time left, at least a second), so the
 * awards page and the home banner are rendered again by the minute itself, as the showcase is
 * by an event's start (docs/decisions/2026-11-27-lifetimes-that-end-at-a-moment.md). The page's
 * island switches on time in the browser; this is for the HTML itself (no JavaScript, crawlers,
 * link previews).
 */
export function awardsLifetime<L extends { revalidate: number }>(
  lifetime: L,
  rounds: readonly RoundTimes[],
  now: Date,
): L {
  const seconds = secondsUntil(nextRoundChange(rounds, now), now, lifetime.revalidate)
  return seconds < lifetime.revalidate ? { ...lifetime, revalidate: seconds } : lifetime
}
