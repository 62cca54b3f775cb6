import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import type { NextConfig } from 'next'
import {
  getRewrittenUrl,
  unstable_doesMiddlewareMatch,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server'
import { config as proxyConfig } from '@/proxy'

type ConfigFunction = (phase: string) => NextConfig

/** next.config.mjs loaded afresh and resolved for `phase`, with this environment and command. */
function loadConfig(
  env: Record<string, string | undefined>,
  phase = PHASE_PRODUCTION_BUILD,
  argv = ['build'],
): NextConfig {
  const saved = { env: process.env, argv: process.argv }
  process.env = {
    ...saved.env,
    SITE_URL: undefined,
    NEXT_PUBLIC_CONTACT_EMAIL: undefined,
    FIREBASE_PROJECT_ID: undefined,
    GCLOUD_PROJECT: undefined,
    ...env,
  }
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) delete process.env[key]
  }
  process.argv = ['node', 'next', ...argv]
  try {
    let config: NextConfig | undefined
    jest.isolateModules(() => {
      // A fresh copy: the file validates the environment when it is loaded.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = (require('../next.config.mjs') as { default: ConfigFunction }).default(phase)
    })
    return config!
  } finally {
    process.env = saved.env
    process.argv = saved.argv
  }
}

describe('next.config.mjs and SITE_URL', () => {
  it('fails a production build without SITE_URL, with a message that says what to do', () => {
    expect(() => loadConfig({})).toThrow(
      /SITE_URL is not set\. A production build needs the public address/,
    )
  })

  it('builds with the SITE_URL given, without its trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://www.example.org/' }).env?.SITE_URL).toBe(
      'https://www.example.org',
    )
  })

  it('keeps a localhost SITE_URL that is set explicitly (the demo and the tests)', () => {
    expect(loadConfig({ SITE_URL: 'http://localhost:4123' }).env?.SITE_URL).toBe(
      'http://localhost:4123',
    )
  })

  it('falls back to localhost for next dev and next typegen', () => {
    expect(loadConfig({}, PHASE_DEVELOPMENT_SERVER, ['dev']).env?.SITE_URL).toBe(
      'http://localhost:3000',
    )
    expect(loadConfig({}, PHASE_PRODUCTION_BUILD, ['typegen']).env?.SITE_URL).toBe(
      'http://localhost:3000',
    )
  })

  it('refuses a SITE_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ SITE_URL: 'www.example.org' })).toThrow(/SITE_URL: /)
    expect(() => loadConfig({ SITE_URL: 'ftp://example.org' })).toThrow(/SITE_URL: /)
  })
})

describe('next.config.mjs and the contact address', () => {
  const site = { SITE_URL: 'https://www.example.org' }

  it('fails a production build of a real project without an e-mail address', () => {
    expect(() => loadConfig({ ...site, FIREBASE_PROJECT_ID: 'creative-communities' })).toThrow(
      /NEXT_PUBLIC_CONTACT_EMAIL is not set\. A production build of creative-communities/,
    )
    expect(() => loadConfig({ ...site, GCLOUD_PROJECT: 'creative-communities' })).toThrow(
      /NEXT_PUBLIC_CONTACT_EMAIL is not set/,
    )
  })

  it('builds a real project with its address, and a demo- project with the placeholder', () => {
    expect(() =>
      loadConfig({
        ...site,
        FIREBASE_PROJECT_ID: 'creative-communities',
        NEXT_PUBLIC_CONTACT_EMAIL: 'hello@example.org',
      }),
    ).not.toThrow()
    expect(() => loadConfig({ ...site, FIREBASE_PROJECT_ID: 'demo-anything' })).not.toThrow()
    expect(() => loadConfig(site)).not.toThrow()
  })

  it('lets next dev run a real project on the placeholder', () => {
    expect(() =>
      loadConfig({ FIREBASE_PROJECT_ID: 'creative-communities' }, PHASE_DEVELOPMENT_SERVER, [
        'dev',
      ]),
    ).not.toThrow()
  })
})

describe('next.config.mjs and the image optimiser', () => {
  const config = () => loadConfig({ SITE_URL: 'https://www.example.org' })

  // The optimiser keeps a resized copy per address it is given: with any query string allowed,
  // /uploads/a.jpg?1, ?2, … were each fetched, decoded, resized and stored anew.
  it('takes pictures of the site and of public Cloud Storage objects without a query string', () => {
    const { localPatterns = [], remotePatterns = [] } = config().images!
    expect(localPatterns.length).toBeGreaterThan(0)
    for (const pattern of localPatterns) expect(pattern).toMatchObject({ search: '' })
    const storage = remotePatterns.find(
      (pattern) => !(pattern instanceof URL) && pattern.hostname === 'storage.googleapis.com',
    )
    expect(storage).toMatchObject({ search: '' })
  })

  // Every width a picture of the site asks for (components/ui/picture.tsx and its callers), at
  // 1x and 2x of its slot: none is wider than the 72rem page column, so 1920 covers them.
  it('resizes only to the widths the pages ask for, at the one quality they use', () => {
    const { deviceSizes = [], imageSizes = [], qualities } = config().images!
    expect([...imageSizes, ...deviceSizes]).toEqual([
      96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920,
    ])
    expect(qualities).toEqual([75])
  })
})

describe("next.config.mjs and Next's revalidation header", () => {
  // Next skips proxy.ts for a request whose x-prerender-revalidate is the build's draft-mode
  // value (every editor's __prerender_bypass cookie holds it) and renders the page again: the
  // header goes to a route handler that answers 400 instead, before any page or file.
  it.each(['/about', '/events/x/y', '/_next/static/chunks/a.js', '/'])(
    'sends %s with x-prerender-revalidate, whatever its value, to the 400',
    async (path) => {
      const response = await unstable_getResponseFromNextConfig({
        url: `https://www.example.org${path}`,
        nextConfig: config(),
        headers: { 'x-prerender-revalidate': '6ffef3bec756c63570ffc435908b70e2' },
      })
      expect(getRewrittenUrl(response)).toBe('https://www.example.org/api/internal-header')
    },
  )

  it('answers it with nothing a shared cache may keep, whatever the path', async () => {
    for (const path of ['/about', '/', '/robots.txt']) {
      const response = await unstable_getResponseFromNextConfig({
        url: `https://www.example.org${path}`,
        nextConfig: config(),
        headers: { 'x-prerender-revalidate': '6ffef3bec756c63570ffc435908b70e2' },
      })
      expect(`${path} ${response.headers.get('cache-control')}`).toBe(`${path} private, no-store`)
    }
  })

  it('leaves requests without it alone', async () => {
    const response = await unstable_getResponseFromNextConfig({
      url: 'https://www.example.org/about',
      nextConfig: config(),
    })
    expect(getRewrittenUrl(response)).toBeNull()
  })

  function config() {
    return loadConfig({ SITE_URL: 'https://www.example.org' })
  }
})

describe('admin forms posted without JavaScript', () => {
  const site = 'https://www.example.org'
  const session = { __session: 'any-value' }
  const forms = ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']
  const config = () => loadConfig({ SITE_URL: site })
  const policyFor = async (path: string, headers: Record<string, string>, cookies = {}) =>
    (
      await unstable_getResponseFromNextConfig({
        url: `${site}${path}`,
        nextConfig: config(),
        headers,
        cookies,
      })
    ).headers.get('content-security-policy')

  it.each(forms)(
    'get a policy that runs no script (%s with a session), since proxy.ts does not run for them',
    async (type) => {
      for (const path of ['/admin', '/admin/events/abc', '/admin/pages/about']) {
        const headers = { 'content-type': type }
        const proxied = unstable_doesMiddlewareMatch({
          config: proxyConfig,
          url: path,
          headers,
          cookies: session,
        })
        expect(`${path} ${proxied}`).toBe(`${path} false`)
        const policy = await policyFor(path, headers, session)
        expect(policy).toContain("script-src 'none'")
        expect(policy).toContain("form-action 'self'")
        expect(policy).toContain("frame-ancestors 'none'")
      }
    },
  )

  it('leave every other admin request to proxy.ts and its nonce, with no second policy', async () => {
    const others: [Record<string, string>, Record<string, string>][] = [
      [{}, session],
      [{ 'content-type': forms[0]! }, {}],
      [{ 'next-action': 'abc', 'content-type': 'text/plain' }, session],
    ]
    for (const [headers, cookies] of others) {
      expect(await policyFor('/admin/events/abc', headers, cookies)).toBeNull()
    }
  })
})
