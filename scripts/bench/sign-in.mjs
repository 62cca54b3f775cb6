#!/usr/bin/env node
// What an admin test's sign-in costs: a new context and page signed in ROUNDS times (default 4)
// through the sign-in page's form, and as e2e/admin/editors.ts now does it (Firebase's ID
// token from the Auth emulator's REST API, posted to /admin/session), each then showing
// /admin. Prints the machine's CPU-seconds (/proc/stat, so the site's server and the emulators
// count too) and the wall time of one sign-in each way. Against `npm run demo`, nothing else
// busy; Linux only. docs/decisions/2026-11-29-browser-tests-cpu.md
//   npm run demo   (in another shell)
//   node scripts/bench/sign-in.mjs http://localhost:3000 127.0.0.1:9099 4
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, ensureTestBrowser } from '../lib/chromium.mjs'
import { machineCpu } from './machine-cpu.mjs'

const base = process.argv[2] ?? 'http://localhost:3000'
const authHost = process.argv[3] ?? '127.0.0.1:9099'
const rounds = Number(process.argv[4] ?? 4)
// The demo's editor (scripts/dev/demo.mjs).
const EDITOR = { email: 'editor@example.org', password: 'demo-editor-1' }
const SETTINGS = { locale: 'en-GB', timezoneId: 'Europe/London' }
// Firebase keeps revocations to the second; a sign-in a second apart is what a test makes.
const PAUSE_MS = 1_100

const WAYS = {
  'through the form': async (page) => {
    await page.goto(`${base}/admin/sign-in`)
    await page.getByLabel('E-mail address').fill(EDITOR.email)
    await page.getByLabel('Password').fill(EDITOR.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/\/admin$/)
  },
  "as the page's script does": async (page) => {
    const response = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...EDITOR, returnSecureToken: true }),
      },
    )
    const { idToken } = await response.json()
    const session = await page
      .context()
      .request.post(`${base}/admin/session`, { data: { idToken }, headers: { Origin: base } })
    if (!session.ok()) throw new Error(`/admin/session answered ${session.status()}`)
    await page.goto(`${base}/admin`)
  },
}

const browser = await chromium.launch({ executablePath: ensureTestBrowser(), args: CHROMIUM_ARGS })
try {
  const signIn = async (way) => {
    const context = await browser.newContext(SETTINGS)
    const page = await context.newPage()
    await way(page)
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
    await context.close()
  }
  // Once each first, unmeasured: the server renders what it has not yet.
  for (const way of Object.values(WAYS)) await signIn(way)
  console.log(`${rounds} sign-ins each way at ${base}`)
  const idle = machineCpu().busy
  await sleep(PAUSE_MS * rounds)
  const idlePerPause = (machineCpu().busy - idle) / rounds
  for (const [name, way] of Object.entries(WAYS)) {
    let [spent, took] = [0, 0]
    for (let i = 0; i < rounds; i++) {
      await sleep(PAUSE_MS)
      const [before, started] = [machineCpu().busy, Date.now()]
      await signIn(way)
      spent += machineCpu().busy - before
      took += Date.now() - started
    }
    console.log(
      `${name}: ${(spent / rounds).toFixed(2)} CPU-s and ${(took / rounds / 1000).toFixed(2)} s ` +
        `a sign-in (the machine idles at ${(idlePerPause / (PAUSE_MS / 1000)).toFixed(3)} CPU-s/s)`,
    )
  }
} finally {
  await browser.close()
}
