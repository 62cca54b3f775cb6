import type { UserRecord } from 'firebase-admin/auth'
import { sessionCookieAttributes, signedOutSince } from './sessions'

const account = (created: string, validAfter: string) =>
  ({ metadata: { creationTime: created }, tokensValidAfterTime: validAfter }) as UserRecord

const seconds = (iso: string) => Date.parse(iso) / 1000

describe('signedOutSince', () => {
  const created = 'Thu, 26 Nov 2026 09:00:00 GMT'
  const signOut = 'Thu, 26 Nov 2026 10:00:05 GMT'

  it('counts a sign-in in the very second of a sign-out as signed out, which Firebase does not', () => {
    expect(signedOutSince(seconds('2026-11-26T10:00:05Z'), account(created, signOut))).toBe(true)
    expect(signedOutSince(seconds('2026-11-26T10:00:04Z'), account(created, signOut))).toBe(true)
    expect(signedOutSince(seconds('2026-11-26T10:00:06Z'), account(created, signOut))).toBe(false)
  })

  it('does not count the account’s creation as a sign-out', () => {
    expect(signedOutSince(seconds('2026-11-26T09:00:00Z'), account(created, created))).toBe(false)
  })
})

describe('sessionCookieAttributes', () => {
  it('is Secure exactly when the public address is https', () => {
    // The unit tests run with no SITE_URL: the http://localhost default.
    expect(sessionCookieAttributes('/admin', 60)).toEqual({
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
      path: '/admin',
      maxAge: 60,
    })
  })

  it('is Secure behind a proxy when the site is https, whatever address Next listens on', () => {
    const before = process.env.SITE_URL
    process.env.SITE_URL = 'https://www.example.org'
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('./sessions') as typeof import('./sessions')
        expect(fresh.sessionCookieAttributes('/', 60).secure).toBe(true)
      })
    } finally {
      if (before === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = before
    }
  })
})
