/**
 * Whether a request came from a page of this site: its Origin header (sent by browsers on
 * every POST) names the host it was sent to. Refuses a missing Origin, so a form on another
 * site cannot post a stolen ID token or sign an editor out.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  if (!origin || !host) return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
