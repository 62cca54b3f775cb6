import { CONSOLE_METHODS, logLine, redact, secretsIn, severityOf } from './log-line'

const timeMs = Date.parse('2026-11-24T12:00:00Z')

describe('severityOf', () => {
  it("maps each console method to Cloud Logging's severity", () => {
    expect(Object.fromEntries(CONSOLE_METHODS.map((m) => [m, severityOf(m)]))).toEqual({
      debug: 'DEBUG',
      log: 'INFO',
      info: 'INFO',
      warn: 'WARNING',
      error: 'ERROR',
    })
  })
})

describe('secretsIn', () => {
  it('finds secret-named values and the password of a URL, nothing else', () => {
    const secrets = secretsIn({
      REVALIDATE_SECRET: 'abcdef123456',
      REDIS_URL: 'redis://default:s3cr3t-pass@10.0.0.3:6379',
      FIREBASE_WEB_API_KEY: 'AIzaSyExample',
      SITE_URL: 'https://example.org',
      FIREBASE_PROJECT_ID: 'demo-project',
      SHORT_SECRET: 'abc',
    })
    expect([...secrets].sort()).toEqual(['AIzaSyExample', 'abcdef123456', 's3cr3t-pass'])
  })
})

describe('redact', () => {
  it('replaces every occurrence of every secret, the longer one first', () => {
    expect(redact('a abcdef123456 b abcdef123456', ['abcdef123456'])).toBe(
      'a [redacted] b [redacted]',
    )
    expect(
      redact('key abcdef-longer', secretsIn({ A_TOKEN: 'abcdef', B_TOKEN: 'abcdef-longer' })),
    ).toBe('key [redacted]')
  })

  it('replaces the password of any URL, known or not, and leaves other URLs alone', () => {
    expect(redact('to postgres://app:hunter22@db:5432/x and https://example.org/a@b', [])).toBe(
      'to postgres://app:[redacted]@db:5432/x and https://example.org/a@b',
    )
  })
})

describe('logLine', () => {
  it('is one JSON object: severity, message as console prints it, time, request id', () => {
    const line = logLine('warn', ['[proxy] %s failed', 'read', { n: 1 }], {
      secrets: [],
      timeMs,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    })
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({
      severity: 'WARNING',
      message: '[proxy] read failed { n: 1 }',
      time: '2026-11-24T12:00:00.000Z',
      requestId: '4bf92f3577b34da6a3ce929d0e0e4736',
    })
  })

  it("adds Cloud Logging's trace field when the project is known", () => {
    const parsed = JSON.parse(
      logLine('log', ['x'], { secrets: [], timeMs, traceId: 'abc123', projectId: 'my-project' }),
    )
    expect(parsed['logging.googleapis.com/trace']).toBe('projects/my-project/traces/abc123')
  })

  it('has no request id or trace field outside a request, and keeps an error stack', () => {
    const parsed = JSON.parse(
      logLine('error', ['failed:', new Error('boom')], { secrets: [], timeMs, projectId: 'p' }),
    )
    expect(parsed.severity).toBe('ERROR')
    expect(parsed.message).toMatch(/^failed: Error: boom\n\s+at /)
    expect(Object.keys(parsed).sort()).toEqual(['message', 'severity', 'time'])
  })

  it('redacts secrets, also inside an error, and drops terminal colours', () => {
    const error = new Error('cannot reach redis://default:s3cr3t-pass@host')
    const line = logLine('error', ['\u001b[31m⨯\u001b[39m', error], {
      secrets: ['s3cr3t-pass'],
      timeMs,
    })
    expect(line).not.toContain('s3cr3t-pass')
    expect(JSON.parse(line).message).toMatch(
      /^⨯ Error: cannot reach redis:\/\/default:\[redacted\]@host\n/,
    )
  })
})
