import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { updateEmulatorDocument } from '../../scripts/lib/seed-emulator.mjs'
import { emulator, revalidateSecret, secondURL } from '../support/env'
import { eventDocument } from '../support/seed-event'

// Two instances of one build, the one the other tests use and a second, sharing the cache
// in Redis (REDIS_URL): what one revalidates, the other serves.
test.describe.configure({ mode: 'serial' })

const id = `instances-${randomUUID().slice(0, 8)}`
const path = `/events/instances-fixture/${id}`

function writeEvent(title: string) {
  return updateEmulatorDocument({
    ...emulator,
    collection: 'showcase',
    id,
    data: eventDocument(
      { title, slug: 'instances-fixture', start: new Date(Date.now() + 40 * 86_400_000) },
      { description: '<p>Seeded by e2e/instances/shared-cache.spec.ts.</p>' },
    ),
  })
}

async function revalidateOnFirst(request: APIRequestContext, tag = 'events') {
  const response = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${revalidateSecret}` },
    data: { tags: [tag] },
  })
  expect(response.ok()).toBe(true)
}

/** How long until the second instance answers `url` with `text` (Infinity if not in 15 s). */
async function untilSecondShows(request: APIRequestContext, url: string, text: string) {
  const started = Date.now()
  while (Date.now() - started < 15_000) {
    const response = await request.get(`${secondURL()}${url}`, { maxRedirects: 0 })
    if (response.status() === 200 && (await response.text()).includes(text)) {
      return Date.now() - started
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return Infinity
}

test('a revalidation on one instance reaches the other within 5 seconds', async ({ request }) => {
  // The second instance has served the showcase and knows the event is not there yet.
  const before = await request.get(`${secondURL()}/events`)
  expect(before.status()).toBe(200)
  expect(await before.text()).not.toContain(id)
  expect((await request.get(`${secondURL()}${path}`)).status()).toBe(404)

  await writeEvent('Instances Fixture Opening')
  await revalidateOnFirst(request)
  const listed = await untilSecondShows(request, '/events', id)
  const ownPage = await untilSecondShows(request, path, 'Instances Fixture Opening')
  console.log(
    `[instances] new event on the second instance: /events ${listed} ms, page ${ownPage} ms`,
  )
  expect(listed).toBeLessThanOrEqual(5_000)
  expect(ownPage).toBeLessThanOrEqual(5_000)

  await writeEvent('Instances Fixture Opening, moved to Saturday')
  await revalidateOnFirst(request)
  const edited = await untilSecondShows(request, path, 'moved to Saturday')
  console.log(`[instances] edit on the second instance: ${edited} ms`)
  expect(edited).toBeLessThanOrEqual(5_000)
})

test('a new update reaches the other instance: its page, the news and the feeds', async ({
  request,
}) => {
  const updateId = `instances-update-${randomUUID().slice(0, 8)}`
  // The second instance has rendered the feed (a route handler) and the news without it.
  for (const url of ['/updates', '/updates/feed.xml', '/updates/atom.xml']) {
    const response = await request.get(`${secondURL()}${url}`)
    expect(response.status(), url).toBe(200)
    expect(await response.text(), url).not.toContain(updateId)
  }
  await updateEmulatorDocument({
    ...emulator,
    collection: 'updates',
    id: updateId,
    data: {
      title: 'Instances Fixture News',
      titleSlug: 'instances-fixture-news',
      description: '<p>Seeded by e2e/instances/shared-cache.spec.ts.</p>',
      shortDescription: 'News for two instances.',
      dateStart: new Date(),
      images: [],
      categories: ['News'],
      themeColour: 'lime',
      published: true,
      forms: [],
    },
  })
  await revalidateOnFirst(request, 'updates')
  for (const url of [
    '/updates',
    '/updates/feed.xml',
    '/updates/atom.xml',
    `/updates/instances-fixture-news/${updateId}`,
  ]) {
    const took = await untilSecondShows(request, url, updateId)
    console.log(`[instances] new update on the second instance: ${url} ${took} ms`)
    expect(took, url).toBeLessThanOrEqual(5_000)
  }
})

test('both instances keep serving when Redis stops', async ({ request, baseURL }) => {
  // Each instance has served these pages, so it holds its own copy of them.
  const served = ['/', '/events', path, '/updates']
  for (const base of [baseURL!, secondURL()]) {
    for (const url of served) await request.get(`${base}${url}`)
    expect(await (await request.get(`${base}/api/health`)).json()).toMatchObject({ cache: 'ok' })
  }
  process.kill(Number(process.env.E2E_REDIS_PID), 'SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  // The health check says so, from the clients' own state: load balancers keep the instance.
  for (const base of [baseURL!, secondURL()]) {
    const health = await request.get(`${base}/api/health`)
    expect(health.status()).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'serving', cache: 'failing' })
  }
  for (const base of [baseURL!, secondURL()]) {
    for (const [url, text] of [
      ['/', '<h1>Welcome to'],
      ['/events', 'Showcase'],
      [path, 'moved to Saturday'],
      ['/updates', 'News'],
      ['/updates/feed.xml', '<rss'],
      ['/events/calendar.ics', 'BEGIN:VCALENDAR'],
    ]) {
      const started = Date.now()
      const response = await request.get(`${base}${url}`, { timeout: 10_000 })
      const took = Date.now() - started
      console.log(`[instances] without Redis: ${base}${url} ${response.status()} in ${took} ms`)
      expect(response.status(), url).toBe(200)
      expect(await response.text(), url).toContain(text)
      expect(took, url).toBeLessThan(5_000)
      if (served.includes(url!)) {
        // From the instance's own copy, not rendered again.
        expect(response.headers()['x-nextjs-cache'], url).toMatch(/^(HIT|STALE)$/)
      }
    }
  }
})
