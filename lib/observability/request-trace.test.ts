import { context, propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api'
import { projectIdOf, traceIdOf } from './request-trace'
import { registerTracing } from './tracing'

// The real provider, context manager (AsyncLocalStorage) and W3C propagator, as in the server.
registerTracing()
const tracer = trace.getTracer('test')
const INCOMING = '4bf92f3577b34da6a3ce929d0e0e4736'

/** What Next does per request: continue an incoming trace context, start a span in it. */
function asRequest<T>(headers: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const incoming = propagation.extract(ROOT_CONTEXT, headers)
  return context.with(incoming, () => tracer.startActiveSpan('GET /', () => fn()))
}

describe('traceIdOf', () => {
  it('is undefined outside any span', () => {
    expect(traceIdOf()).toBeUndefined()
  })

  it("is the active span's trace id, through awaits, for a span that records nothing", async () => {
    await tracer.startActiveSpan('GET /', async (span) => {
      expect(span.isRecording()).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 1))
      expect(traceIdOf()).toMatch(/^[0-9a-f]{32}$/)
      expect(traceIdOf()).toBe(span.spanContext().traceId)
    })
  })

  it('is the trace id of an incoming traceparent header', async () => {
    const traceparent = `00-${INCOMING}-00f067aa0ba902b7-01`
    expect(await asRequest({ traceparent }, async () => traceIdOf())).toBe(INCOMING)
  })

  it('ignores an invalid traceparent and starts a new trace', async () => {
    const traceparent = `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`
    const id = await asRequest({ traceparent }, async () => traceIdOf())
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(id).not.toBe('0'.repeat(32))
  })

  it('keeps the ids of concurrent requests apart', async () => {
    const seen: [string, string | undefined][] = []
    const request = (name: string, delays: number[]) =>
      asRequest({}, async () => {
        const own = traceIdOf()
        for (const ms of delays) {
          await new Promise((resolve) => setTimeout(resolve, ms))
          seen.push([name, traceIdOf()])
        }
        return own
      })
    const [a, b] = await Promise.all([request('a', [5, 1, 5]), request('b', [1, 5, 1])])
    expect(a).not.toBe(b)
    expect(seen.map(([name]) => name).join('')).not.toBe('aaabbb')
    for (const [name, id] of seen) expect(id).toBe(name === 'a' ? a : b)
  })
})

describe('projectIdOf', () => {
  it('prefers the Firebase project, then the Google Cloud one, else none', () => {
    expect(projectIdOf({ FIREBASE_PROJECT_ID: 'f', GOOGLE_CLOUD_PROJECT: 'g' })).toBe('f')
    expect(projectIdOf({ GOOGLE_CLOUD_PROJECT: 'g', GCLOUD_PROJECT: 'c' })).toBe('g')
    expect(projectIdOf({ GCLOUD_PROJECT: 'c' })).toBe('c')
    expect(projectIdOf({ FIREBASE_PROJECT_ID: '' })).toBeUndefined()
  })
})
