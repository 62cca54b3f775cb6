// JSON log lines with request ids for Next's own server, installed from instrumentation.ts.
import { CONSOLE_METHODS, logLine, secretsIn } from './log-line'
import { projectIdOf, traceIdOf } from './request-trace'
import { registerTracing } from './tracing'

/** Marks the console once installed, whichever copy of this module installed it. */
const INSTALLED = Symbol.for('lib/observability:json-console')

/**
 * Makes console.debug/log/info/warn/error (Next's own lines included) write one JSON line each,
 * stdout for info and below, stderr for warnings and errors, with the id of the request being
 * served; and registers the tracer provider that gives each request that id. Idempotent.
 */
export function installJsonLogging(env: Record<string, string | undefined> = process.env): void {
  // `next dev` keeps its readable console (and the log file Next writes from it).
  if (env.NODE_ENV === 'development') return
  const marked = console as unknown as Record<symbol, boolean | undefined>
  if (marked[INSTALLED]) return
  registerTracing()
  const secrets = secretsIn(env)
  const projectId = projectIdOf(env)
  for (const method of CONSOLE_METHODS) {
    const stream = method === 'warn' || method === 'error' ? process.stderr : process.stdout
    console[method] = (...args: unknown[]) => {
      const line = logLine(method, args, {
        secrets,
        timeMs: now(),
        traceId: traceIdOf(),
        projectId,
      })
      stream.write(`${line}\n`)
    }
  }
  Object.defineProperty(console, INSTALLED, { value: true })
}

/**
 * The wall-clock time from the performance clock: these functions run inside Next's renders,
 * where reading `Date` counts as dynamic IO and silently aborts a prerender (a page's refresh).
 */
const now = () => performance.timeOrigin + performance.now()
