import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { updateEmulatorDocument } from '../../scripts/lib/seed-emulator.mjs'
import { emulator } from '../support/env'
import { seedEvent } from '../support/seed-event'
import { e2eBuildOn, startSiteServer } from '../support/site-server'

// A document written straight to Firestore (the console, a script, an import: no admin area,
// no /api/revalidate): its card and its page appear together within the regeneration
// interval, and leave together when it is unpublished. A server of this spec's own, after
// the public specs (whose listings it would change).
const INTERVAL_MS = 60_000
/** The interval, plus a render and the polls' own pace. */
const BOUND_MS = INTERVAL_MS + 15_000
test.setTimeout(4 * BOUND_MS)

test('a card and its page appear within the interval, the page first, and leave within it', async ({
  request,
}) => {
  const site = await startSiteServer(e2eBuildOn(emulator.host))
  const id = `direct-${randomUUID().slice(0, 8)}`
  const slug = 'direct-write-fixture'
  const page = `${site.url}/events/${slug}/${id}`
  const status = async () => (await request.get(page, { maxRedirects: 0 })).status()
  const listed = async () => (await (await request.get(`${site.url}/events`)).text()).includes(id)
  try {
    // Rendered once before, as a visitor would have, so the listing is a cached page.
    expect(await listed()).toBe(false)
    const start = new Date(Date.now() + 86_400_000)
    await seedEvent({ id, slug, title: 'Direct Write Fixture', start })
    const written = Date.now()
    // The page answers as soon as the gate's listener hears of the write...
    await expect.poll(status, { timeout: 5_000 }).toBe(200)
    const pageAfter = Date.now() - written
    // ...and the card follows within the interval, never pointing at a 404.
    await expect.poll(listed, { timeout: BOUND_MS, intervals: [1_000] }).toBe(true)
    const cardAfter = Date.now() - written
    expect(await status()).toBe(200)

    await updateEmulatorDocument({
      ...emulator,
      collection: 'showcase',
      id,
      data: { published: false },
    })
    const unpublished = Date.now()
    await expect.poll(status, { timeout: 5_000 }).toBe(404)
    const pageGone = Date.now() - unpublished
    await expect.poll(listed, { timeout: BOUND_MS, intervals: [1_000] }).toBe(false)
    const cardGone = Date.now() - unpublished
    console.log(
      `[direct writes] page ${pageAfter} ms, card ${cardAfter} ms after the write; ` +
        `page gone ${pageGone} ms, card gone ${cardGone} ms after unpublishing`,
    )
  } finally {
    await site.stop()
  }
})
