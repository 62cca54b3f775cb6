import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { emulator, revalidateSecret } from '../support/env'
import { seedEvent } from '../support/seed-event'
import { startRelay } from '../support/relay'
import { e2eBuildOn, startSiteServer } from '../support/site-server'

// The site's own production server (scripts/serve.mjs): what it adds to Next's handler.
test.setTimeout(120_000)

/** One request with node:http (fetch refuses TRACE): its status, or the error's code. */
function raw(url: string, method: string) {
  return new Promise<number | string>((resolve) => {
    const request = http.request(url, { method, agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    request.end()
  })
}

test('TRACE is refused with 405, and every log line is one JSON object', async () => {
  const site = await startSiteServer(e2eBuildOn(emulator.host))
  try {
    expect(await raw(`${site.url}/`, 'TRACE')).toBe(405)
    expect(await raw(`${site.url}/events`, 'TRACE')).toBe(405)
    expect(await raw(`${site.url}/`, 'GET')).toBe(200)
    expect(site.lines.length).toBeGreaterThan(0)
    for (const line of site.lines) {
      const parsed = JSON.parse(line) as Record<string, unknown>
      expect(parsed).toEqual(expect.objectContaining({ time: expect.any(String) }))
      expect(line).not.toContain(revalidateSecret)
    }
  } finally {
    await site.stop()
  }
})

test('/api/revalidate refuses a client with 429 after ten wrong secrets in a minute', async ({
  request,
}) => {
  // A server of this test's own: the lockout would refuse every other test on this address.
  const site = await startSiteServer(e2eBuildOn(emulator.host))
  try {
    const post = (secret: string) =>
      request.post(`${site.url}/api/revalidate`, {
        headers: { Authorization: `Bearer ${secret}` },
        data: { tags: ['staff'] },
      })
    for (let i = 0; i < 10; i++) expect((await post(`wrong-secret-${i}`)).status()).toBe(401)
    const refused = await post('wrong-secret-10')
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(50)
    // Not even the right secret is checked while the client is refused.
    expect((await post(revalidateSecret)).status()).toBe(429)
  } finally {
    await site.stop()
  }
})

test('on SIGTERM it stops accepting, finishes the request in flight, and exits', async ({
  request,
}) => {
  const relay = await startRelay(emulator.host)
  const site = await startSiteServer(e2eBuildOn(relay.host))
  try {
    // A page never rendered, asked while Firestore cannot be reached: a request that lasts
    // as long as the read deadline (5 s).
    const id = `shutdown-${randomUUID().slice(0, 8)}`
    await seedEvent({
      id,
      title: 'Shutdown Fixture',
      slug: 'shutdown-fixture',
      start: new Date(Date.now() + 9 * 86_400_000),
    })
    const revalidated = await request.post(`${site.url}/api/revalidate`, {
      headers: { Authorization: `Bearer ${revalidateSecret}` },
    })
    expect(revalidated.status()).toBe(200)
    expect(
      (await request.get(`${site.url}/events/shutdown-fixture/${id}/calendar.ics`)).status(),
    ).toBe(200)
    await relay.cut()
    const inFlight = raw(`${site.url}/events/shutdown-fixture/${id}`, 'GET')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    site.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500))
    // No new connection is accepted...
    expect(await raw(`${site.url}/robots.txt`, 'GET')).toBe('ECONNREFUSED')
    // ...the one in flight gets its answer (the site's 503), and then the server exits.
    expect(await inFlight).toBe(503)
    expect(await site.exited).toBe(0)
    expect(site.lines.some((line) => line.includes('SIGTERM'))).toBe(true)
  } finally {
    await site.stop()
    relay.close()
  }
})
