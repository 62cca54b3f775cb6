// The production server's log lines (scripts/serve.mjs): one JSON object per line, with the
// id of the request a line was written for, and no secret in it.
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'

/** The request a log line belongs to, through every await of its handling. */
export const requestContext = new AsyncLocalStorage()

const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warning', error: 'error' }

/**
 * The secrets of this environment as they could appear in a log line: whole values of
 * variables whose names say they are secret, and the password of any URL (REDIS_URL).
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function secretsIn(env) {
  const values = []
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.length < 6) continue
    if (/SECRET|PASSWORD|TOKEN|PRIVATE_KEY|API_KEY/i.test(name)) values.push(value)
    const password = /^[a-z+]+:\/\/[^/@:]*:([^@/]+)@/i.exec(value)?.[1]
    if (password && password.length >= 4) values.push(password)
  }
  return values
}

/**
 * One log line: level, time, request id (when the line is written while a request is being
 * handled), the message as console would print it, secrets replaced by '[redacted]'.
 * @param {keyof typeof LEVELS} method
 * @param {unknown[]} args
 * @param {{ secrets: string[], now?: Date, requestId?: string }} options
 */
export function logLine(method, args, { secrets, now = new Date(), requestId }) {
  // Without the colours Next gives its own lines for a terminal.
  let message = format(...args).replace(/\u001b\[[0-9;]*m/g, '')
  for (const secret of secrets) message = message.split(secret).join('[redacted]')
  return JSON.stringify({
    time: now.toISOString(),
    severity: LEVELS[method] ?? 'info',
    ...(requestId ? { requestId } : {}),
    message,
  })
}

/**
 * Makes console.log/info/warn/error/debug write JSON lines (the Next server's own lines
 * included), stdout for info and below, stderr for warnings and errors.
 */
export function jsonConsole(env = process.env) {
  const secrets = secretsIn(env)
  for (const method of /** @type {(keyof typeof LEVELS)[]} */ (Object.keys(LEVELS))) {
    const stream = method === 'warn' || method === 'error' ? process.stderr : process.stdout
    console[method] = (...args) => {
      const requestId = requestContext.getStore()?.requestId
      stream.write(`${logLine(method, args, { secrets, requestId })}\n`)
    }
  }
}

/**
 * The id of a request: the one a load balancer or proxy in front gave it (X-Request-Id, or
 * the trace of X-Cloud-Trace-Context) when it looks like an id, otherwise a new one.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {() => string} newId
 */
export function requestIdOf(headers, newId) {
  const given = headers['x-request-id']
  if (typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given)) return given
  const trace = headers['x-cloud-trace-context']
  const traceId = typeof trace === 'string' ? /^([0-9a-f]{32})\b/i.exec(trace)?.[1] : undefined
  return traceId ?? newId()
}
