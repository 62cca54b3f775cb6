import { expect, test } from '@playwright/test'
import { startCachingProxy } from '../../scripts/lib/nginx.mjs'
import { newAccount, passwordSignIn } from '../admin/editors'
import { freePort } from '../support/site-server'

// This build's public address is https (test/support/e2e.mjs), and Next listens on plain http
// behind nginx, as it does behind any proxy or load balancer that ends TLS.
test('the session cookie is Secure when the site is https, though Next sees http://localhost', async ({
  request,
  baseURL,
}) => {
  expect(process.env.SITE_URL).toMatch(/^https:/)
  const port = await freePort()
  const nginx = await startCachingProxy({ port, upstream: new URL(baseURL!).host })
  try {
    const editor = await newAccount('editor')
    const { idToken } = await passwordSignIn(editor)
    const edge = `http://localhost:${port}`
    const made = await request.post(`${edge}/admin/session`, {
      headers: { origin: edge, 'content-type': 'application/json' },
      data: { idToken },
    })
    expect(made.status()).toBe(200)
    const cookie = made.headers()['set-cookie'] ?? ''
    expect(cookie).toMatch(/^__session=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*Path=\/admin/i)
  } finally {
    nginx.kill('SIGTERM')
  }
})
