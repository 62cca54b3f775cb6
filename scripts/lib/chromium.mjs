// Playwright cannot download its own browser on these machines, so the end-to-end tests use
// Debian's Chromium, installed here when it is missing. Elsewhere Playwright's bundled
// browser is used (`npx playwright install chromium`).
import { existsSync } from 'node:fs'
import { canInstallFromDebian, ensureDebianTools } from './debian.mjs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser']
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

function found() {
  return [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p) => p && existsSync(p))
}

/** The path of a system Chromium (installing Debian's when possible), or undefined. */
export function ensureChromium() {
  const existing = found()
  if (existing) return existing
  // Elsewhere, Playwright's own browser, if it was installed.
  if (!canInstallFromDebian()) return undefined
  ensureDebianTools({ chromium: 'chromium' }, 'e2e')
  return found()
}

/**
 * The browser for the tests: Debian's chromium-headless-shell, installed here when it is
 * missing, as Playwright itself runs headless tests in its own headless shell. On these two-core
 * machines it took a fifth less CPU than the full browser for the same page loads and axe runs
 * (docs/testing.md). CHROMIUM_PATH chooses another (the full browser, to watch with --headed).
 */
export function ensureTestBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL
  if (!canInstallFromDebian()) return ensureChromium()
  ensureDebianTools({ 'chromium-headless-shell': 'chromium-headless-shell' }, 'e2e')
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : ensureChromium()
}

/** Flags for a headless Chromium on these machines (no sandbox as root, no network probes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
