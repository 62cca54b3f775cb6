import { expect, test } from '@playwright/test'
import { SITE_FIXTURES as F } from '../fixtures/site.mjs'

// Moved from e2e/security.spec.ts (docs/testing.md): headers need no browser. Whether a page
// breaks its own policy does, and stays there.

test.describe('security headers', () => {
  for (const path of [
    '/',
    `/events/${F.onNowEvent.slug}/${F.onNowEvent.id}`,
    '/updates/feed.xml',
    '/no-such-page',
  ]) {
    test(`${path} carries the policy and the hardening headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("form-action 'self'")
      // Pictures from the project's own bucket only, not from anyone's on the same hosts.
      const bucket = `${process.env.FIREBASE_PROJECT_ID}.firebasestorage.app`
      expect(csp).toContain(
        `img-src 'self' firebasestorage.googleapis.com/v0/b/${bucket}/o/ storage.googleapis.com/${bucket}/;`,
      )
      expect(csp).toContain('frame-src www.youtube-nocookie.com')
      // A ':' would have Next compile the value again on every request (security-headers.mjs).
      expect(csp).not.toContain(':')
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['x-frame-options']).toBe('DENY')
    })
  }
})
