#!/usr/bin/env node
// Full-page screenshots of pages at a phone's and a desktop's width, to look at what a
// resident sees. Run against any server (npm run demo):
//   node scripts/screenshots.mjs [baseURL] [path ...]
// Writes screenshots/{path}-{width}.png; with no paths, every public route of the spec.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { ensureChromium } from './lib/chromium.mjs'

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2)
const WIDTHS = [375, 1280]
const ROUTES = [
  '/',
  '/events',
  '/updates',
  '/fyi',
  '/about',
  '/contact',
  '/get-involved',
  '/terms',
  '/creative-communities-awards',
  '/content',
  '/opportunities',
  '/no-such-page',
]

/** Adds one event, one update, a letter and a category, found from the listing pages. */
async function withDetailPages(page) {
  const found = []
  for (const [listing, pattern] of [
    ['/events', /^\/events\/[^/]+\/[^/]+$/],
    ['/updates', /^\/updates\/[^/]+\/[^/]+$/],
    ['/fyi', /^\/fyi\/dictionary\/[^/]+$/],
    ['/fyi', /^\/fyi\/questions\/[^/]+$/],
  ]) {
    await page.goto(new URL(listing, base).href)
    const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => a.getAttribute('href')))
    const href = hrefs.find((h) => h && pattern.test(h))
    if (href) found.push(href)
  }
  return [...ROUTES, ...found]
}

const executablePath = ensureChromium()
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
mkdirSync('screenshots', { recursive: true })
const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'en-GB' })
const page = await context.newPage()
const routes = given.length ? given : await withDetailPages(page)
for (const width of WIDTHS) {
  await page.setViewportSize({ width, height: 900 })
  for (const route of routes) {
    await page.goto(new URL(route, base).href, { waitUntil: 'load' })
    const name = route
      .replace(/^\/$/, 'home')
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
    const file = `screenshots/${name}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
}
await browser.close()
