import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { revalidateSecret } from './support/env'
import { seedEvent } from './support/seed-event'

/**
 * The showcase is cached until the next moment it changes, so an event moves at its start
 * and end, and leaves the banner when its feature ends, within seconds and with nothing
 * revalidated: the seed below is the last revalidation, before any of the moments.
 */
test('an event moves to On now, leaves the banner and moves to Previous, each within 5 s', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const id = `transitions-${randomUUID().slice(0, 8)}`
  const title = `Transitions Fixture ${id.slice(-8)}`
  const path = `/events/transitions-fixture/${id}`
  const start = Date.now() + 20_000
  const moments = { start, featureEnd: start + 8_000, end: start + 16_000 }
  await seedEvent({
    id,
    title,
    slug: 'transitions-fixture',
    start: new Date(moments.start),
    end: new Date(moments.end),
    featureUntil: new Date(moments.featureEnd),
  })
  const revalidated = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${revalidateSecret}` },
    data: { tags: ['events'] },
  })
  expect(revalidated.ok()).toBe(true)

  // When each change was first seen, on /events and on the home page's banner.
  const seen: Partial<Record<'onNow' | 'offBanner' | 'offHomeBanner' | 'previous', number>> = {}
  const states: string[] = []
  while (Date.now() < moments.end + 10_000 && !(seen.previous && seen.offHomeBanner)) {
    await page.goto('/events')
    const at = Date.now()
    const grid = await gridOf(page, id)
    const featured = await inBanner(page, path)
    const home = await (await request.get('/')).text()
    states.push(`${at - start} ms: ${grid}${featured ? ', featured' : ''}`)
    if (grid === 'on-now') seen.onNow ??= at
    if (grid === 'previous') seen.previous ??= at
    if (seen.onNow && !featured) seen.offBanner ??= at
    if (seen.onNow && !home.includes(path)) seen.offHomeBanner ??= at
    await page.waitForTimeout(250)
  }
  console.log(`[transitions] ${states.join('; ')}`)
  // /api/revalidate lets the first request after it have the old page, so look for any.
  expect(states.some((state) => /: current, featured$/.test(state))).toBe(true)
  const lag = (when: number | undefined, moment: number) => (when ?? Infinity) - moment
  for (const [name, when, moment] of [
    ['on now', seen.onNow, moments.start],
    ['off the banner', seen.offBanner, moments.featureEnd],
    ['off the home page banner', seen.offHomeBanner, moments.featureEnd],
    ['previous', seen.previous, moments.end],
  ] as const) {
    console.log(`[transitions] ${name}: ${lag(when, moment)} ms after the moment`)
    // Never before the moment, and within 5 s of it.
    expect(lag(when, moment), name).toBeGreaterThanOrEqual(0)
    expect(lag(when, moment), name).toBeLessThanOrEqual(5_000)
  }
})

async function gridOf(page: Page, id: string): Promise<string> {
  for (const grid of ['on-now', 'current', 'previous']) {
    const card = page.locator(`section[data-grid="${grid}"] article[data-event-id="${id}"]`)
    if (await card.count()) return grid
  }
  return 'none'
}

async function inBanner(page: Page, path: string): Promise<boolean> {
  return (await page.locator(`[aria-roledescription="carousel"] a[href="${path}"]`).count()) > 0
}
