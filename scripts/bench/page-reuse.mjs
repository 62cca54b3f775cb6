#!/usr/bin/env node
// What a browser test's fresh page costs beside a visit in a page already open: loads twelve
// public pages ROUNDS times (default 3) in each of three ways, in the tests' browser with the
// tests' flags, and prints the wall time and the machine's CPU-seconds (user and system, from
// /proc/stat, so the site's server is counted too) of each way. Run it against a site that is
// up and nothing else busy. Linux only. docs/decisions/2026-11-29-browser-tests-cpu.md
//   npm run demo   (in another shell; http://localhost:3000)
//   node scripts/bench/page-reuse.mjs http://localhost:3000 3
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, ensureTestBrowser } from '../lib/chromium.mjs'
import { machineCpu } from './machine-cpu.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const rounds = Number(process.argv[3] ?? 3)
const PATHS = [
  '/',
  '/events',
  '/updates',
  '/fyi',
  '/about',
  '/venues',
  '/events/this-weekend',
  '/opportunities',
  '/fyi/dictionary/a',
  '/updates/archive/page/1',
  '/search?q=art',
  '/no-such-page',
]
const SETTINGS = { locale: 'en-GB', timezoneId: 'Europe/London' }

const WAYS = {
  // As a test gets it: a context and a page of its own for each visit.
  'a context and a page per visit': async (browser) => {
    for (const path of PATHS) {
      const context = await browser.newContext(SETTINGS)
      await (await context.newPage()).goto(base + path)
      await context.close()
    }
  },
  'one context, a page per visit': async (browser) => {
    const context = await browser.newContext(SETTINGS)
    for (const path of PATHS) {
      const page = await context.newPage()
      await page.goto(base + path)
      await page.close()
    }
    await context.close()
  },
  'one page for every visit': async (browser) => {
    const context = await browser.newContext(SETTINGS)
    const page = await context.newPage()
    for (const path of PATHS) await page.goto(base + path)
    await context.close()
  },
}

const browser = await chromium.launch({ executablePath: ensureTestBrowser(), args: CHROMIUM_ARGS })
try {
  // Once each first, unmeasured: the server renders and caches what it has not yet.
  for (const way of Object.values(WAYS)) await way(browser)
  console.log(`${PATHS.length} pages × ${rounds} rounds at ${base}`)
  for (const [name, way] of Object.entries(WAYS)) {
    const [before, started] = [machineCpu(), Date.now()]
    for (let i = 0; i < rounds; i++) await way(browser)
    const after = machineCpu()
    const visits = PATHS.length * rounds
    console.log(
      `${name}: ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${(after.busy - before.busy).toFixed(1)} CPU-s (system ${(after.system - before.system).toFixed(1)}), ` +
        `${((after.busy - before.busy) / visits).toFixed(2)} CPU-s a visit`,
    )
  }
} finally {
  await browser.close()
}
