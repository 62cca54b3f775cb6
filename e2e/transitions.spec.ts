import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { revalidateSecret } from './support/env'
import { seedEvent } from './support/seed-event'

/**
 * The showcase is cached until the next moment it changes, so an event moves at its start
 * and end, and leaves the banner when its feature ends, within seconds and with nothing
 * revalidated: the seed below is the last revalidation, before any of the moments.
 * Tagged clock: it waits about 40 s on the clock, so it runs beside the admin specs (project
 * clock), not at the end of the public ones with a core idle.
 */
test(
  'an event moves to On now, leaves the banner and moves to Previous, each within 5 s',
  {
    tag: '@clock',
  },
  async ({ request }) => {
    test.setTimeout(240_000)
    const id = `transitions-${randomUUID().slice(0, 8)}`
    const title = `Transitions Fixture ${id.slice(-8)}`
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

    // When each change was first seen, on /events and on the home page's banner: when those
    // requests were sent and when both were answered. The server rendered the page in between,
    // so a change is early only if it was answered before its moment, and late only if it was
    // not yet shown by a request sent 5 s after it.
    const seen: Partial<Record<'onNow' | 'offBanner' | 'offHomeBanner' | 'previous', Asked>> = {}
    const states: string[] = []
    // Asked over HTTP about five times a second, each answer timed from when it was asked: a
    // page load in the browser took over a second, which blurred every figure by as much.
    while (Date.now() < moments.end + 10_000 && !(seen.previous && seen.offHomeBanner)) {
      const sent = Date.now()
      const [showcase, home] = await Promise.all([
        request.get('/events').then((r) => r.text()),
        request.get('/').then((r) => r.text()),
      ])
      const at: Asked = { sent, answered: Date.now() }
      const grid = gridIn(showcase, id)
      const featured = inBanner(showcase, id)
      states.push(`${sent - start} ms: ${grid}${featured ? ', featured' : ''}`)
      if (grid === 'on-now') seen.onNow ??= at
      if (grid === 'previous') seen.previous ??= at
      if (seen.onNow && !featured) seen.offBanner ??= at
      if (seen.onNow && !inBanner(home, id)) seen.offHomeBanner ??= at
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    console.log(`[transitions] ${states.join('; ')}`)
    // /api/revalidate lets the first request after it have the old page, so look for any.
    expect(states.some((state) => /: current, featured$/.test(state))).toBe(true)
    for (const [name, when, moment] of [
      ['on now', seen.onNow, moments.start],
      ['off the banner', seen.offBanner, moments.featureEnd],
      ['off the home page banner', seen.offHomeBanner, moments.featureEnd],
      ['previous', seen.previous, moments.end],
    ] as const) {
      expect(when, `${name}: seen`).toBeDefined()
      const [sent, answered] = [when!.sent - moment, when!.answered - moment]
      console.log(`[transitions] ${name}: asked ${sent} ms and answered ${answered} ms after it`)
      // Never before the moment, and within 5 s of it.
      expect(answered, `${name}: answered before the moment`).toBeGreaterThanOrEqual(0)
      expect(sent, `${name}: first asked for`).toBeLessThanOrEqual(5_000)
    }
  },
)

/** When a request was sent, and when its answer came. */
interface Asked {
  sent: number
  answered: number
}

/** The grid of the showcase's HTML that holds the event's card, or 'none'. */
function gridIn(html: string, id: string): string {
  for (const chunk of html.split('data-grid="').slice(1)) {
    const grid = chunk.slice(0, chunk.indexOf('"'))
    if (chunk.slice(0, chunk.indexOf('</section>')).includes(`data-event-id="${id}"`)) return grid
  }
  return 'none'
}

/** Whether the featured banner has a slide for the event (its slides are in the payload). */
function inBanner(html: string, id: string): boolean {
  return html.replaceAll('\\', '').includes(`"id":"${id}","title"`)
}
