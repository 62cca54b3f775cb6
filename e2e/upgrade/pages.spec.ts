// After the upgrade from 0.1.0 (test/upgrade/stage.mjs: the old release's backup restored,
// `npm run build` with its migrations), every public page the old release showed still
// answers, and still shows every block of text it showed then
// (test/fixtures/release-0.1.0-b43641a/pages.json), dates aside (./text.ts), except the
// blocks listed in CHANGED below.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { icsLines, mainBlocks, normalise, sitemapPaths, xmlTexts } from './text'

const FIXTURE = join(process.cwd(), 'test/fixtures/release-0.1.0-b43641a/pages.json')
/** The SITE_URL the old release was built with: its feeds' and calendars' links. */
const OLD_ORIGIN = 'http://localhost:3543'

const { pages } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { pages: Record<string, string[]> }

/** An event's page: /events/<slug>/<id>. */
const EVENT_PAGE = /^\/events\/(?!category\/)[^/]+\/[^/]+$/

/**
 * Blocks of the old pages that the new ones show differently or no longer show, on purpose:
 * on the pages `on` matches, the old blocks `block` matches (as pages.json has them), and why.
 * With `now`, the block's new form, which the page must show instead.
 */
const CHANGED: {
  on: RegExp
  block: RegExp
  now?: (block: string) => string
  why: string
}[] = [
  {
    on: EVENT_PAGE,
    block: /^[^,]+, [^,]+ [A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
    now: (block) => block.replace(', ', ' '),
    why:
      "the address is the venue's now, in lines with the postcode last (migration 0003 splits " +
      'the typed one at its commas; the page breaks the lines, so the comma is gone from the text)',
  },
  {
    on: EVENT_PAGE,
    block:
      /^No booking needed\. Ask us about this event if you would like to check before you come\.$/,
    now: () => 'Ask us whether you need to book if you would like to check before you come.',
    why:
      "a ticket not said (0.1.0's blank) no longer promises that no booking is needed, only " +
      'where to ask (309e74c, TicketsBlock)',
  },
  {
    on: /^\/$/,
    block: /^Eighteen awards for groups and artists in /,
    now: () =>
      '18 awards for groups and artists in Middlesbrough and Redcar & Cleveland: up to £6,000 ' +
      'for community-led awards, £15,000 for artist-led awards and £10,000 for legacy awards.',
    why:
      "while a round is published the home page's awards banner is made from that round's " +
      'number and amounts of awards (8e9e6d9, issue 54: words written for one round went on ' +
      "describing the next); here the 2025 round's, the same facts in the round's own names",
  },
]

/** The page's text as the capture took it; `lines` when each entry must match a whole entry. */
function textOf(path: string, type: string, body: string): { entries: string[]; lines: boolean } {
  if (path === '/sitemap.xml') return { entries: sitemapPaths(body), lines: true }
  if (path === '/robots.txt') return { entries: body.split('\n').filter(Boolean), lines: true }
  if (type.includes('text/html')) return { entries: mainBlocks(body), lines: false }
  if (type.includes('calendar')) return { entries: icsLines(body), lines: true }
  if (type.includes('xml')) return { entries: xmlTexts(body), lines: false }
  throw new Error(`${path} answered ${type}: not a page the capture read`)
}

for (const [path, oldBlocks] of Object.entries(pages)) {
  test(`${path} shows what 0.1.0 showed`, async ({ request, baseURL }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), `${path} answers`).toBe(200)
    const origin = new URL(baseURL ?? '').origin
    const { entries, lines } = textOf(
      path,
      response.headers()['content-type'] ?? '',
      await response.text(),
    )
    const found = entries.map((entry) => normalise(entry, origin))
    // Blocks may be split differently now: an old block is looked for in the whole text.
    const whole = lines ? `\n${found.join('\n')}\n` : found.join(' ')
    const missing = oldBlocks.filter((block) => {
      const text = normalise(block, OLD_ORIGIN)
      return !whole.includes(lines ? `\n${text}\n` : text)
    })
    // What the page shows now, normalised, beside the report of a failure.
    if (missing.length)
      await test.info().attach('new text', { body: whole, contentType: 'text/plain' })
    const changes = CHANGED.filter((change) => change.on.test(path))
    const changeOf = (block: string) => changes.find((change) => change.block.test(block))
    expect(
      missing.filter((block) => !changeOf(block)),
      `text of ${path} in 0.1.0 that it no longer shows`,
    ).toEqual([])
    for (const block of missing) {
      const now = changeOf(block)?.now?.(block)
      if (now) expect(whole, `${path}: "${block}" as it is now`).toContain(normalise(now, origin))
    }
    expect(
      oldBlocks.filter((block) => changeOf(block) && !missing.includes(block)),
      `blocks of ${path} shown as they were, after all: narrow CHANGED`,
    ).toEqual([])
  })
}

/** Every 0.1.0 event, with the venue it typed: 0.1.0 had no venues collection. */
const BACKUP_DIR = join(process.cwd(), 'test/fixtures/release-0.1.0-b43641a/backup')
const typedVenues = (): { title: string; venue: string }[] => {
  const [file] = readdirSync(BACKUP_DIR)
  const backup = JSON.parse(readFileSync(join(BACKUP_DIR, file!), 'utf8')) as {
    collections: { showcase: { data: { title: string; venue: { venueName: string } } }[] }
  }
  return backup.collections.showcase.map(({ data }) => ({
    title: data.title,
    venue: data.venue.venueName,
  }))
}

test("each venue 0.1.0's events typed has a page listing them, and /venues lists it", async ({
  request,
}) => {
  const venues = await (await request.get('/venues')).text()
  const published = Object.keys(pages).filter((p) => EVENT_PAGE.test(p))
  // The one event the old release never showed (a draft) is left out, as the venue page does.
  const shown = typedVenues().filter(({ title }) =>
    published.some((path) => pages[path]!.some((block) => block === title)),
  )
  expect(shown.length).toBe(published.length)
  for (const { title, venue } of shown) {
    const link = new RegExp(`href="(/venues/[^"]+)"[^>]*>${pattern(html(venue))}<`).exec(venues)
    expect(link, `/venues links ${venue}`).not.toBeNull()
    const page = await (await request.get(link![1]!)).text()
    expect(page, `${link![1]} lists "${title}"`).toContain(html(title))
  }
})

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
