import { expect, test } from '@playwright/test'
import { LOOPBACK_HOSTNAME } from '../../scripts/lib/loopback.mjs'
import { e2eBuildOn, startSiteServer } from '../support/site-server'

// scripts/lib/loopback.mjs works around vercel/next.js#94745 (Next 16.4.6): listening on
// '127.0.0.1', Next forwards a proxy.ts rewrite over HTTP to itself. Two servers of this build,
// one listening each way, answer an unknown event id (the gate's rewrite to the 404 page).
const UNKNOWN = '/events/made-up/not-an-event'

// They start the standalone build's server.js: the App Hosting stage's build is elsewhere.
test.skip(process.env.E2E_BUILD_FILES === 'elsewhere', "the App Hosting stage's build has none")

/** The rewrite Next reports for the unknown id once the gate has its index (until then the
 * page itself answers 404, with no rewrite). */
async function expectRewrite(hostname: string, expected: string | RegExp) {
  const site = await startSiteServer(e2eBuildOn(process.env.FIRESTORE_EMULATOR_HOST!), {
    hostname,
  })
  try {
    await expect
      .poll(
        async () => {
          const response = await fetch(site.url + UNKNOWN)
          expect(response.status).toBe(404)
          expect(await response.text()).toContain('Page not found')
          return response.headers.get('x-middleware-rewrite') ?? ''
        },
        { timeout: 20_000 },
      )
      .toMatch(expected)
  } finally {
    await site.stop()
  }
}

test('listening on localhost, the 404 of an unknown id is rendered in the same request', async () => {
  test.skip(LOOPBACK_HOSTNAME !== 'localhost', 'localhost is ::1 first on this machine')
  await expectRewrite(LOOPBACK_HOSTNAME, /^\/_proxy-not-found$/)
})

test('listening on 127.0.0.1, Next 16.4.6 still sends that rewrite to itself over HTTP', async () => {
  // When this fails, Next keeps the rewrite internal: remove scripts/lib/loopback.mjs and listen
  // on 127.0.0.1 again.
  await expectRewrite('127.0.0.1', /^http:\/\/localhost:\d+\/_proxy-not-found$/)
})
