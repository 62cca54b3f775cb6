#!/usr/bin/env node
// Full-page screenshots of pages at a phone's and a desktop's width, to look at what a
// resident sees. Run against any server (npm run demo):
//   node scripts/assets/screenshots.mjs [baseURL] [path ...]
// Writes screenshots/{path}-{width}.png; with no paths, the site's pages (scripts/lib/site-pages.mjs)
// and its 404 page.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs'
import { sitePages } from '../lib/site-pages.mjs'

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2)
const WIDTHS = [375, 1280]
const executablePath = ensureChromium()
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: CHROMIUM_ARGS,
})
mkdirSync('screenshots', { recursive: true })
const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'en-GB' })
const page = await context.newPage()
const routes = given.length ? given : await sitePages(base, ['/no-such-page'])
for (const width of WIDTHS) {
  await page.setViewportSize({ width, height: 900 })
  for (const route of routes) {
    await page.goto(new URL(route, base).href, { waitUntil: 'load' })
    await loadLazyImages()
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

/** Loads every lazy picture, as scrolling would for a reader, before the full-page shot. */
async function loadLazyImages() {
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager'
        return image.decode().catch(() => undefined)
      }),
    ),
  )
}
