import { SIGN_IN_FAILURES, signInLimit } from './sign-in-limit'

const from = (forwardedFor: string) => new Headers({ 'x-forwarded-for': forwardedFor })

describe('the limit on /admin/session', () => {
  it('makes a client whose tokens keep failing wait a minute from its oldest failure', () => {
    const limit = signInLimit(1)
    const stranger = from('203.0.113.9')
    for (let i = 0; i < SIGN_IN_FAILURES; i++) {
      expect(limit.retryAfter(stranger, 1_000 + i)).toBe(0)
      limit.refused(stranger, 1_000 + i)
    }
    expect(limit.retryAfter(stranger, 2_000)).toBe(59)
    // Another address is not held back, and the stranger may try again once the minute is up.
    expect(limit.retryAfter(from('198.51.100.4'), 2_000)).toBe(0)
    expect(limit.retryAfter(stranger, 61_000)).toBe(0)
  })

  it('tells clients apart by the address the trusted proxy saw, not what they wrote', () => {
    const limit = signInLimit(2)
    for (let i = 0; i < SIGN_IN_FAILURES; i++) {
      limit.refused(from(`10.0.0.${i}, 203.0.113.9, 130.211.0.1`), 1_000)
    }
    expect(limit.retryAfter(from('anything, 203.0.113.9, 130.211.0.1'), 1_000)).toBe(60)
  })
})
