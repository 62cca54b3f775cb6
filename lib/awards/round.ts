/** An awards round takes applications until its deadline, and is closed from that moment. */
export type RoundState = 'open' | 'closed'

export function roundState(now: Date, deadlineIso: string): RoundState {
  return now.getTime() < Date.parse(deadlineIso) ? 'open' : 'closed'
}

/** Milliseconds until the round closes, or null when it already has. */
export function msUntilClose(now: Date, deadlineIso: string): number | null {
  const left = Date.parse(deadlineIso) - now.getTime()
  return left > 0 ? left : null
}
