// Playwright cannot download its own browser on these machines, so the end-to-end tests use
// Debian's Chromium, installed here when it is missing. Elsewhere Playwright's bundled
// browser is used (`npx playwright install chromium`).
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

function found() {
  return [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p) => p && existsSync(p))
}

/** The path of a system Chromium (installing Debian's when possible), or undefined. */
export function ensureChromium() {
  const existing = found()
  if (existing) return existing
  const canApt =
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    spawnSync('which', ['apt-get'], { stdio: 'ignore' }).status === 0
  if (!canApt) return undefined
  console.log('[e2e] installing Debian chromium for the browser tests')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
    {
      stdio: 'inherit',
      env,
    },
  )
  if (install.status !== 0) throw new Error('apt-get install chromium failed')
  return found()
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
