import { expect, test } from '@playwright/test'
import { sitePages } from '../scripts/lib/site-pages.mjs'

const base = process.env.E2E_BASE_URL!

// The headers themselves are checked without a browser, in e2e/request/security.spec.ts.

test.describe('security headers', () => {
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
