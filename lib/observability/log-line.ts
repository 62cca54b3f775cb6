// One console call as one JSON line, in the shape Cloud Logging reads from a container's
// output: severity, message, time, and the request's trace when there is one.
import { format } from 'node:util'

export const CONSOLE_METHODS = ['debug', 'log', 'info', 'warn', 'error'] as const
export type ConsoleMethod = (typeof CONSOLE_METHODS)[number]

/** Cloud Logging's LogSeverity names. */
const SEVERITY: Record<ConsoleMethod, 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR'> = {
  debug: 'DEBUG',
  log: 'INFO',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
}

export function severityOf(method: ConsoleMethod) {
  return SEVERITY[method]
}

/**
 * The secrets of an environment as they could appear in a log line: whole values of variables
 * whose names say they are secret, and the password of any URL among the values (REDIS_URL).
 */
export function secretsIn(env: Record<string, string | undefined>): string[] {
  const values: string[] = []
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.length < 6) continue
    if (/SECRET|PASSWORD|TOKEN|PRIVATE_KEY|API_KEY/i.test(name)) values.push(value)
    const password = /^[a-z+]+:\/\/[^/@:]*:([^@/]+)@/i.exec(value)?.[1]
    if (password && password.length >= 4) values.push(password)
  }
  // Longest first, so a secret that contains another is replaced whole.
  return values.sort((a, b) => b.length - a.length)
}

/** The text with every known secret, and the password of any URL in it, replaced. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) out = out.split(secret).join('[redacted]')
  // Also URLs built from other sources than the environment (a connection string in an error).
  return out.replace(/\b([a-z][a-z0-9+.-]*:\/\/[^\s/@:]*:)[^\s/@]+@/gi, '$1[redacted]@')
}

export interface LineContext {
  secrets: readonly string[]
  /** When the line was written, in milliseconds since the epoch. */
  timeMs: number
  /** The trace id of the request being served, if any. */
  traceId?: string
  /** The Google Cloud project, for Cloud Logging's trace field. */
  projectId?: string
}

/** The JSON line (without its newline) for one console call. */
export function logLine(method: ConsoleMethod, args: unknown[], line: LineContext): string {
  // Without the colours Next gives its own lines for a terminal.
  const message = redact(format(...args).replace(/\u001b\[[0-9;]*m/g, ''), line.secrets)
  const { traceId, projectId } = line
  return JSON.stringify({
    severity: SEVERITY[method],
    message,
    time: new Date(line.timeMs).toISOString(),
    ...(traceId ? { requestId: traceId } : {}),
    ...(traceId && projectId
      ? { 'logging.googleapis.com/trace': `projects/${projectId}/traces/${traceId}` }
      : {}),
  })
}
