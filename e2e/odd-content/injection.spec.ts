import { expect, test, type Page } from '@playwright/test'
import { addEmulatorDocuments, deleteEmulatorDocuments } from '../../scripts/lib/seed-emulator.mjs'
import { emulator, revalidateSecret } from '../support/env'
import { e2eBuildOn, startSiteServer } from '../support/site-server'
import {
  INJECTION_EVENTS,
  INJECTION_UPDATES,
  VECTORS,
  VECTOR_GROUPS,
  injectionContent,
} from './vectors.mjs'

// Every vector of ./vectors.mjs is written into every field the site renders (events, news,
// dictionary, FAQ, team). Each page that shows them is loaded in Chromium and every element
// is hovered and focused: no vector may run, no element may carry an event handler or a
// script URL, no request may leave the site, and no line may be added to a calendar.
// Loopback only. The documents exist only while this spec runs, on a server of its own (the
// public specs' build), after the other specs: hundreds of odd categories and names would
// change the pages those specs look at.
test.describe.configure({ mode: 'serial' })
test.setTimeout(600_000)

const content = injectionContent()
let site: Awaited<ReturnType<typeof startSiteServer>>
let base = ''

test.beforeAll(async () => {
  await addEmulatorDocuments({ ...emulator, content })
  site = await startSiteServer(e2eBuildOn(emulator.host))
  base = site.url
  // The build's pages predate these documents: renew them all.
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${revalidateSecret}` },
  })
  expect(response.status).toBe(200)
})

test.afterAll(async () => {
  await site?.stop()
  await deleteEmulatorDocuments({ ...emulator, content })
})

/** What a page shows that a vector got through, if anything. */
async function findings(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll('body *')) {
      for (const type of ['mouseover', 'mouseenter', 'pointerover', 'focus', 'toggle']) {
        element.dispatchEvent(new Event(type, { bubbles: true }))
      }
      if (element instanceof HTMLElement) element.focus()
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  return page.evaluate(() => {
    const found: string[] = (window as unknown as { __injHits: string[] }).__injHits.slice()
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster']
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase()
      if (['iframe', 'object', 'embed', 'base'].includes(tag)) found.push(`a <${tag}> element`)
      if (tag === 'meta' && element.getAttribute('http-equiv')) found.push('a <meta http-equiv>')
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name)) found.push(`<${tag} ${name}="${value}">`)
        if (name === 'srcdoc') found.push(`<${tag} srcdoc>`)
        if (!urlAttributes.includes(name)) continue
        // What a browser would make of it: control characters and spaces are ignored.
        const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
        if (/^(javascript|vbscript|data):/.test(url)) found.push(`<${tag} ${name}="${value}">`)
        // A link to another host is an editor's to make, as an http(s) URL; a site path that
        // a browser reads as another host (//host, /\host) is not.
        if (/^\/[\\/]/.test(url)) found.push(`<${tag} ${name}="${value}">`)
      }
    }
    return found
  })
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __injHits: string[]; __inj: (n: number) => void }
    w.__injHits = []
    w.__inj = (n) => void w.__injHits.push(`vector ${n} ran`)
    window.alert = () => void w.__injHits.push('alert() ran')
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__injHits.push(`policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
})

/** Loads each path, checks it, and returns the problems found, path by path. */
async function visit(page: Page, paths: readonly string[]): Promise<string[]> {
  const host = new URL(base).host
  const offsite: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.host !== host) offsite.push(request.url())
  })
  page.on('dialog', (dialog) => {
    offsite.push(`a dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  const problems: string[] = []
  for (const path of paths) {
    const response = await page.goto(`${base}${path}`, { waitUntil: 'load' })
    expect(response?.status(), path).toBe(200)
    for (const finding of await findings(page)) problems.push(`${path}: ${finding}`)
    for (const url of offsite.splice(0)) problems.push(`${path}: requested ${url}`)
  }
  return problems
}

/** The paths of the links on `path` whose text starts with 'Injection'. */
/**
 * The injected categories' links a page lists, once it lists `count` of them: a render begun
 * before the revalidation (on this loaded machine, while other suites run) may answer first.
 */
async function injectionLinks(
  page: Page,
  path: string,
  within: string,
  count: number,
): Promise<string[]> {
  let found: string[] = []
  await expect
    .poll(
      async () => {
        await page.goto(`${base}${path}`)
        const links = page.getByRole('navigation', { name: within }).getByRole('link')
        found = await links.evaluateAll((anchors) =>
          anchors
            .filter((a) => a.textContent?.trim().startsWith('Injection'))
            .map((a) => new URL((a as HTMLAnchorElement).href).pathname),
        )
        return found.length
      },
      { message: `${path} lists the injected categories`, timeout: 30_000 },
    )
    .toBe(count)
  return found
}

test('the fixtures hold at least 100 vectors, each in every field', () => {
  expect(VECTORS.length).toBeGreaterThanOrEqual(100)
  expect(VECTOR_GROUPS.flatMap((g) => g.vectors)).toEqual(VECTORS)
})

test('no vector runs on any event page, category page or listing', async ({ page }) => {
  const categories = await injectionLinks(page, '/events', 'Event categories', VECTOR_GROUPS.length)
  const problems = await visit(page, [
    '/events',
    ...INJECTION_EVENTS.map((e) => `/events/${e.slug}/${e.id}`),
    ...categories,
  ])
  expect(problems).toEqual([])
  // And the watch is awake: markup that did get in would be found.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/x" onerror="__inj(999)">'),
  )
  await expect.poll(() => findings(page)).toContain('vector 999 ran')
})

test('no vector runs on any news page or the news listing', async ({ page }) => {
  await page.goto(`${base}/updates`)
  const pages = await page
    .locator('a[href*="/updates/archive/page/"]')
    .evaluateAll((anchors) =>
      anchors.map((a) => Number(new URL((a as HTMLAnchorElement).href).pathname.split('/').pop())),
    )
  const last = Math.max(...pages)
  const problems = await visit(page, [
    ...INJECTION_UPDATES.map((u) => `/updates/${u.slug}/${u.id}`),
    `/updates/archive/page/${last}`,
  ])
  expect(problems).toEqual([])
  // The listing's last page holds the oldest news: these fixtures.
  await expect(page.getByRole('link', { name: /^Injection 00/ }).first()).toBeVisible()
})

test('no vector runs in the dictionary, the FAQ or the team', async ({ page }) => {
  const categories = await injectionLinks(page, '/fyi', 'Question categories', VECTORS.length)
  const problems = await visit(page, ['/fyi', '/fyi/dictionary/j', ...categories, '/about'])
  expect(problems).toEqual([])
  await page.goto(`${base}/fyi/dictionary/j`)
  await expect(page.getByText(/^Jinx \d+ /)).toHaveCount(VECTORS.length)
})

test('long words in content never make a page wider than a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const event = INJECTION_EVENTS[0]!
  const update = INJECTION_UPDATES[0]!
  for (const path of [
    '/about',
    '/fyi/dictionary/j',
    `/events/${event.slug}/${event.id}`,
    `/updates/${update.slug}/${update.id}`,
  ]) {
    await page.goto(`${base}${path}`)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, path).toBeLessThanOrEqual(375)
  }
})

test('calendars and feeds stay well formed, whatever the text', async ({ page, request }) => {
  for (const event of INJECTION_EVENTS) {
    const response = await request.get(`${base}/events/${event.slug}/${event.id}/calendar.ics`)
    expect(response.status()).toBe(200)
    const lines = (await response.text()).split('\r\n')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines.filter((line) => /^X-INJ/i.test(line))).toEqual([])
  }
  await page.goto(`${base}/`)
  for (const path of ['/updates/feed.xml', '/updates/atom.xml', '/sitemap.xml']) {
    const xml = await (await request.get(`${base}${path}`)).text()
    const error = await page.evaluate(
      (text) =>
        new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror')
          ?.textContent ?? null,
      xml,
    )
    expect(error, path).toBeNull()
  }
})
