/**
 * A round is 'upcoming' until it opens, 'open' from its opening minute, and 'closed' from its
 * closing minute: both moments are exact instants, so the change happens at the minute itself.
 */
export type RoundState = 'upcoming' | 'open' | 'closed'

export interface RoundTimes {
  opensAt: string
  closesAt: string
}

export function roundState(now: Date, round: RoundTimes): RoundState {
  const t = now.getTime()
  if (t < Date.parse(round.opensAt)) return 'upcoming'
  return t < Date.parse(round.closesAt) ? 'open' : 'closed'
}

/** Milliseconds until the round's state next changes (it opens or closes), or null when closed. */
export function msUntilChange(now: Date, round: RoundTimes): number | null {
  const t = now.getTime()
  const next = [Date.parse(round.opensAt), Date.parse(round.closesAt)].find((at) => at > t)
  return next === undefined ? null : next - t
}

/**
 * The rounds as the awards page shows them at `now`: the current one (open, or the next to
 * open, or else the last to close), the one after it when one is known, and every other
 * closed round, newest first.
 */
export function arrangeRounds<R extends RoundTimes>(
  rounds: readonly R[],
  now: Date,
): { current: R | null; next: R | null; past: R[] } {
  const byOpening = [...rounds].sort((a, b) => Date.parse(a.opensAt) - Date.parse(b.opensAt))
  const coming = byOpening.filter((round) => roundState(now, round) !== 'closed')
  const closed = byOpening
    .filter((round) => roundState(now, round) === 'closed')
    .sort((a, b) => Date.parse(b.closesAt) - Date.parse(a.closesAt))
  if (coming.length) return { current: coming[0]!, next: coming[1] ?? null, past: closed }
  return { current: closed[0] ?? null, next: null, past: closed.slice(1) }
}
