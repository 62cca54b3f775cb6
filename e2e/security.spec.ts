import { expect, test } from '@playwright/test'
import { sitePages } from '../scripts/lib/site-pages.mjs'
import { SITE_FIXTURES as F } from './fixtures/site.mjs'

const base = process.env.E2E_BASE_URL!

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

  test('no page breaks its own policy', async ({ page }) => {
    test.setTimeout(240_000)
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const paths = await sitePages(base, ['/no-such-page'])
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'load' })
      // Next fetches the payload of linked pages when they scroll into view: scroll, so that
      // those requests are made under the policy too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    }
    // The video's player is the one frame the site loads, when someone presses play.
    await page.goto('/')
    await page.getByRole('button', { name: /Play the video/ }).click()
    await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie/)
    expect(paths.length).toBeGreaterThan(10)
    expect(violations).toEqual([])

    // And the watch is awake: a tracking pixel injected into the page is refused and reported.
    await page.evaluate(() => {
      const pixel = document.createElement('img')
      pixel.src = 'https://tracker.example/pixel.gif'
      document.body.append(pixel)
    })
    await expect.poll(() => violations.join('\n')).toContain('img-src')
  })
})
