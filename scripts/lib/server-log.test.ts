import { logLine, requestIdOf, secretsIn } from './server-log.mjs'

describe('secretsIn', () => {
  it('finds secret-named values and the password of a URL, nothing else', () => {
    const secrets = secretsIn({
      REVALIDATE_SECRET: 'abcdef123456',
      REDIS_URL: 'redis://default:s3cr3t-pass@10.0.0.3:6379',
      SITE_URL: 'https://example.org',
      FIREBASE_PROJECT_ID: 'demo-project',
      SHORT_SECRET: 'abc',
    })
    expect(secrets.sort()).toEqual(['abcdef123456', 's3cr3t-pass'])
  })
})

describe('logLine', () => {
  const now = new Date('2026-11-24T12:00:00Z')

  it('is one JSON object: time, severity, request id, the message as console prints it', () => {
    const line = logLine('warn', ['[proxy] %s failed', 'read', { n: 1 }], {
      secrets: [],
      now,
      requestId: 'req-1',
    })
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-24T12:00:00.000Z',
      severity: 'warning',
      requestId: 'req-1',
      message: '[proxy] read failed { n: 1 }',
    })
  })

  it('keeps an error stack inside the one line, and has no request id outside a request', () => {
    const parsed = JSON.parse(logLine('error', [new Error('boom')], { secrets: [], now }))
    expect(parsed.severity).toBe('error')
    expect(parsed.message).toMatch(/^Error: boom\n\s+at /)
    expect(parsed).not.toHaveProperty('requestId')
  })

  it('redacts every secret wherever it appears', () => {
    const line = logLine(
      'log',
      ['connecting to redis://default:s3cr3t-pass@host with token s3cr3t-pass'],
      { secrets: ['s3cr3t-pass'], now },
    )
    expect(line).not.toContain('s3cr3t-pass')
    expect(JSON.parse(line).message).toBe(
      'connecting to redis://default:[redacted]@host with token [redacted]',
    )
  })
})

describe('requestIdOf', () => {
  const newId = () => 'new-id'

  it('keeps an id given by the proxy or load balancer in front', () => {
    expect(requestIdOf({ 'x-request-id': 'abc-123' }, newId)).toBe('abc-123')
    expect(
      requestIdOf({ 'x-cloud-trace-context': '105445aa7843bc8bf206b12000100000/1;o=1' }, newId),
    ).toBe('105445aa7843bc8bf206b12000100000')
  })

  it('makes a new one for a missing or odd-looking id', () => {
    expect(requestIdOf({}, newId)).toBe('new-id')
    expect(requestIdOf({ 'x-request-id': '<script>' }, newId)).toBe('new-id')
    expect(requestIdOf({ 'x-request-id': 'x'.repeat(500) }, newId)).toBe('new-id')
  })
})

describe('logLine, terminal colours', () => {
  it('leaves out the colour codes Next writes for a terminal', () => {
    const line = logLine('error', ['\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m Failed'], {
      secrets: [],
    })
    expect(JSON.parse(line).message).toBe('⨯ Failed')
  })
})
