import { trace } from '@opentelemetry/api'
import { installJsonLogging } from './index'

let devLeftConsoleAlone = false
const written: { stream: 'stdout' | 'stderr'; line: string }[] = []
const record = (stream: 'stdout' | 'stderr') => (chunk: unknown) => {
  written.push({ stream, line: String(chunk) })
  return true
}

beforeAll(() => {
  jest.spyOn(process.stdout, 'write').mockImplementation(record('stdout'))
  jest.spyOn(process.stderr, 'write').mockImplementation(record('stderr'))
  const plain = console.log
  installJsonLogging({ NODE_ENV: 'development' })
  devLeftConsoleAlone = console.log === plain
  const env = {
    NODE_ENV: 'production',
    REVALIDATE_SECRET: 'r3val-secret-value',
    GCLOUD_PROJECT: 'p',
  }
  installJsonLogging(env)
  installJsonLogging(env)
})
afterAll(() => jest.restoreAllMocks())
beforeEach(() => {
  written.length = 0
})

describe('installJsonLogging', () => {
  it('writes one JSON line per console call, warnings and errors to stderr', () => {
    console.info('started with %s', 'r3val-secret-value')
    console.error(new Error('boom'))
    expect(written.map((w) => w.stream)).toEqual(['stdout', 'stderr'])
    const [info, error] = written.map((w) => {
      expect(w.line.endsWith('}\n') && w.line.indexOf('\n') === w.line.length - 1).toBe(true)
      return JSON.parse(w.line)
    })
    expect(info).toMatchObject({ severity: 'INFO', message: 'started with [redacted]' })
    expect(Math.abs(Date.parse(info.time) - Date.now())).toBeLessThan(5_000)
    expect(error.severity).toBe('ERROR')
    expect(error.message).toMatch(/^Error: boom\n\s+at /)
  })

  it("gives a line written inside a span that span's trace id", () => {
    trace.getTracer('test').startActiveSpan('GET /', (span) => {
      console.log('in a request')
      span.end()
      const line = JSON.parse(written[0]!.line)
      expect(line.requestId).toBe(span.spanContext().traceId)
      expect(line['logging.googleapis.com/trace']).toBe(
        `projects/p/traces/${span.spanContext().traceId}`,
      )
    })
  })

  it('leaves the console of `next dev` alone', () => {
    expect(devLeftConsoleAlone).toBe(true)
  })

  it('installs once, even from another copy of the module (another bundle)', () => {
    const installed = console.warn
    jest.isolateModules(() => {
      jest.requireActual<typeof import('./index')>('./index').installJsonLogging({})
    })
    expect(console.warn).toBe(installed)
  })
})
