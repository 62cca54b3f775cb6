import { clientOf, failureLimiter } from './failure-limiter'

describe('failureLimiter', () => {
  const limiter = () => failureLimiter({ max: 3, windowMs: 60_000, maxClients: 2 })

  it('lets a client fail max times, then makes it wait until the oldest failure ages out', () => {
    const l = limiter()
    for (const t of [0, 1_000, 2_000]) {
      expect(l.retryAfter('a', t)).toBe(0)
      l.recordFailure('a', t)
    }
    expect(l.retryAfter('a', 2_500)).toBe(58)
    expect(l.retryAfter('b', 2_500)).toBe(0)
    expect(l.retryAfter('a', 60_000)).toBe(0)
  })

  it('forgets the client that failed longest ago beyond maxClients', () => {
    const l = limiter()
    for (const client of ['a', 'b', 'c']) {
      for (let i = 0; i < 3; i++) l.recordFailure(client, 1_000)
    }
    expect(l.size).toBe(2)
    expect(l.retryAfter('a', 1_000)).toBe(0)
    expect(l.retryAfter('c', 1_000)).toBeGreaterThan(0)
  })
})

describe('clientOf', () => {
  const headers = new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 127.0.0.1' })

  it('is the address the outermost trusted proxy saw, never what the caller wrote before it', () => {
    // One proxy (nginx): the last entry is the one it appended.
    expect(clientOf(headers, 1)).toBe('127.0.0.1')
    // A load balancer that appends the client's address and its own.
    expect(clientOf(headers, 2)).toBe('203.0.113.7')
    expect(clientOf(headers, 5)).toBe('198.51.100.1')
    // Nothing in front: the last entry, which Next fills from the connection when it is absent.
    expect(clientOf(headers)).toBe('127.0.0.1')
    expect(clientOf(new Headers())).toBe('unknown')
  })
})
