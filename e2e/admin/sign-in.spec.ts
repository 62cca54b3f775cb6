import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { withAuth } from '../../scripts/lib/accounts.mjs'
import { emulator } from '../support/env'
import { newAccount, nextSecond, passwordSignIn, removeRole, signIn } from './editors'

test.describe('admin sign-in and roles', () => {
  test('a visitor without a session is sent to sign in; admin pages are private and unindexed', async ({
    request,
  }) => {
    const response = await request.get('/admin/events', { maxRedirects: 0 })
    expect(response.status()).toBe(303)
    expect(response.headers().location).toBe('/admin/sign-in')
    const signIn = await request.get('/admin/sign-in')
    expect(signIn.status()).toBe(200)
    const headers = signIn.headers()
    expect(headers['cache-control']).toBe('private, no-store')
    expect(headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(headers['content-security-policy']).toContain("frame-src 'none'")
    expect(await signIn.text()).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })

  test(
    'an editor signs in from the keyboard alone, and out again',
    { tag: '@smoke' },
    async ({ page }) => {
      const editor = await newAccount('editor')
      await page.goto('/admin/sign-in')
      await expectNoAxeViolations(page)
      await page.getByLabel('E-mail address').focus()
      await page.keyboard.type(editor.email)
      await page.keyboard.press('Tab')
      await page.keyboard.type(editor.password)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/admin$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit the site')
      await expect(page.getByText(`Signed in as ${editor.email}`)).toBeVisible()
      await expectNoAxeViolations(page)

      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/)
      await expect(page.getByText('You have signed out.')).toBeVisible()
    },
  )

  test('a session ended by signing out cannot be used again', async ({ page, browser }) => {
    const editor = await newAccount('editor')
    await signIn(page, editor)
    await nextSecond()
    const cookies = await page.context().cookies()
    const session = cookies.find((cookie) => cookie.name === '__session')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    expect(session?.path).toBe('/admin')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/sign-in/)

    const replay = await browser.newContext()
    await replay.addCookies([{ ...session!, expires: -1 }])
    const stolen = await replay.newPage()
    await stolen.goto('/admin/events')
    await expect(stolen).toHaveURL(/\/admin\/sign-in$/)
    await replay.close()
  })

  test('a forged session cookie is refused', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: '__session', value: 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.', url: `${baseURL}/admin` },
    ])
    await page.goto('/admin/events')
    await expect(page).toHaveURL(/\/admin\/sign-in$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to edit the site')
  })

  test('an expired session cookie is refused', async ({ page, browser }) => {
    const editor = await newAccount('editor')
    await signIn(page, editor)
    const session = (await page.context().cookies()).find((c) => c.name === '__session')!
    // The Auth emulator's session cookies are unsigned JWTs: the same one, expired an hour ago.
    const [header, payload] = session.value.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000)
    const expired = Buffer.from(
      JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ).toString('base64url')
    const later = await browser.newContext()
    await later.addCookies([{ ...session, value: `${header}.${expired}.`, expires: -1 }])
    const stale = await later.newPage()
    await stale.goto('/admin/events')
    await expect(stale).toHaveURL(/\/admin\/sign-in$/)
    // The untouched cookie still works, so it was the expiry that was refused.
    const fresh = await browser.newContext()
    await fresh.addCookies([{ ...session, expires: -1 }])
    const ok = await fresh.newPage()
    await ok.goto('/admin/events')
    await expect(ok).toHaveURL(/\/admin\/events$/)
    await Promise.all([later.close(), fresh.close()])
  })

  test('a wrong password is answered beside the form', async ({ page }) => {
    const editor = await newAccount('editor')
    await page.goto('/admin/sign-in')
    await page.getByLabel('E-mail address').fill(editor.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.locator('#sign-in-error')).toHaveText(
      'That e-mail address and password do not match an account.',
    )
    await expect(page).toHaveURL(/sign-in$/)
  })

  test('an account without a role is told to ask an administrator and reaches no editing page', async ({
    page,
  }) => {
    const stranger = await newAccount(null)
    await signIn(page, stranger)
    await expect(page).toHaveURL(/\/admin\/no-role$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ask an administrator for access',
    )
    await expectNoAxeViolations(page)
    for (const path of ['/admin', '/admin/events', '/admin/events/new']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/no-role$/)
    }
  })

  test('a role taken away ends the session at once', async ({ page }) => {
    const editor = await newAccount('editor')
    await signIn(page, editor)
    await nextSecond()
    await removeRole(editor)
    await page.goto('/admin/events')
    await expect(page).toHaveURL(/\/admin\/sign-in$/)
  })

  test('the session endpoint refuses another origin and anything but a fresh ID token', async ({
    request,
    baseURL,
  }) => {
    const crossSite = await request.post('/admin/session', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { idToken: 'x' },
    })
    expect(crossSite.status()).toBe(403)
    const forged = await request.post('/admin/session', {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: { idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    })
    expect(forged.status()).toBe(401)
    expect(forged.headers()['set-cookie']).toBeUndefined()
  })

  test('a client whose tokens keep failing is made to wait; another client is not', async ({
    request,
    baseURL,
  }) => {
    // TRUSTED_PROXY_HOPS is 0 here: the last X-Forwarded-For entry names the client, so this
    // test is a client of its own and holds no other test back.
    const post = (client: string) =>
      request.post('/admin/session', {
        headers: {
          origin: baseURL!,
          'content-type': 'application/json',
          'x-forwarded-for': client,
        },
        data: { idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      })
    const stranger = randomUUID()
    for (let i = 0; i < 10; i++) expect((await post(stranger)).status()).toBe(401)
    const refused = await post(stranger)
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers()['retry-after'])).toBeLessThanOrEqual(60)
    expect(refused.headers()['cache-control']).toBe('private, no-store')
    expect((await post(randomUUID())).status()).toBe(401)
  })
})

test('a session begun in the same second as a sign-out does not survive it', async ({
  request,
  browser,
  baseURL,
}) => {
  const editor = await newAccount('editor')
  const json = { origin: baseURL!, 'content-type': 'application/json' }
  // Firebase keeps revocations to the second; the three steps must fall in one, so the test
  // starts at the top of a second and tries again if they did not.
  for (let attempt = 1; ; attempt++) {
    await nextSecond()
    const { idToken, localId } = await passwordSignIn(editor)
    const made = await request.post('/admin/session', { headers: json, data: { idToken } })
    expect(made.status()).toBe(200)
    const session = /__session=([^;]+)/.exec(made.headers()['set-cookie'] ?? '')![1]!
    const cookie = { Cookie: `__session=${session}`, origin: baseURL! }
    const out = await request.post('/admin/sign-out', { headers: cookie, maxRedirects: 0 })
    expect(out.status()).toBe(303)
    const authTime = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString())
      .auth_time as number
    const revokedAt = await withAuth(emulator.projectId, async (auth) =>
      Date.parse((await auth.getUser(localId)).tokensValidAfterTime ?? ''),
    )
    if (Math.floor(revokedAt / 1000) !== authTime) {
      expect(attempt, 'sign-in and sign-out never fell in one second').toBeLessThan(5)
      continue
    }
    // Replayed after the sign-out, the cookie opens nothing.
    const replay = await browser.newContext()
    await replay.addCookies([{ name: '__session', value: session, url: `${baseURL}/admin` }])
    const stolen = await replay.newPage()
    await stolen.goto('/admin/events')
    await expect(stolen).toHaveURL(/\/admin\/sign-in$/)
    await replay.close()
    break
  }
})

test('admin pages allow only their own scripts: a nonce per request, no inline script else', async ({
  page,
  request,
}) => {
  const policies = await Promise.all(
    [1, 2].map(
      async () => (await request.get('/admin/sign-in')).headers()['content-security-policy'],
    ),
  )
  const nonces = policies.map((policy) => /script-src[^;]*'nonce-([^']+)'/.exec(policy ?? '')?.[1])
  expect(nonces[0]).toBeTruthy()
  expect(nonces[0]).not.toBe(nonces[1])
  for (const policy of policies) {
    expect(/script-src[^;]*/.exec(policy!)![0]).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-ancestors 'none'")
  }
  // Every script the pages carry is allowed: signing in, the events list, an event's form.
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await signIn(page, await newAccount('editor'), '/admin/events')
  await page.goto('/admin/events/new')
  await expect(page.getByLabel('Title', { exact: true })).toBeEditable()
  expect(violations).toEqual([])
  // And an injected inline script does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    return (window as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
})

test('public pages load none of the admin area or Firebase code', async ({ page, request }) => {
  const scriptsOf = (path: string) =>
    page
      .goto(path)
      .then(() =>
        page
          .locator('script[src]')
          .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src)),
      )
  // The strings looked for are there on the sign-in page, so their absence below means something.
  const adminCode = await Promise.all(
    (await scriptsOf('/admin/sign-in')).map(async (src) => (await request.get(src)).text()),
  )
  expect(adminCode.some((body) => body.includes('identitytoolkit'))).toBe(true)
  expect(adminCode.some((body) => body.includes('admin-form'))).toBe(true)
  for (const path of ['/', '/events']) {
    const scripts = await scriptsOf(path)
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) {
      const body = await (await request.get(src)).text()
      expect(body, src).not.toContain('identitytoolkit')
      expect(body, src).not.toContain('admin-form')
    }
  }
})
