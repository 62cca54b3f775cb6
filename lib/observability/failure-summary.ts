/**
 * What kind of failure an error message describes, in a word, for /api/health: the message
 * itself (an address, a project, a library's wording) goes to the log, not to whoever asks.
 */
export type FailureKind = 'deadline' | 'unreachable' | 'refused access' | 'error'

export function failureSummary(message: string | null): FailureKind | null {
  if (message === null) return null
  if (/deadline|timed? ?out|timeout/i.test(message)) return 'deadline'
  if (/unavailable|ECONNREFUSED|ECONNRESET|ENOTFOUND|EHOSTUNREACH|connect/i.test(message)) {
    return 'unreachable'
  }
  if (/permission|unauthenticated|credential|unauthori[sz]ed|forbidden|NOAUTH/i.test(message)) {
    return 'refused access'
  }
  return 'error'
}
