// Builds the site for production into a folder of its own (so the e2e tests, the audit and
// the benchmarks never overwrite each other's or a developer's .next) and serves it.
import { openSync, readFileSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { copyStandaloneAssets, standaloneServer } from '../build/standalone-assets.mjs'
import { LOOPBACK_HOSTNAME } from './loopback.mjs'
import { pinned } from './cpus.mjs'
import { withMemoryLimit } from './memory-limit.mjs'
import { run, start, waitForHttp } from './processes.mjs'

/** The environment of a production build that reads the given emulator project. */
export function siteEnv({ emulatorHost, projectId, baseURL, distDir, ...extra }) {
  return {
    FIRESTORE_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: projectId,
    SITE_URL: baseURL,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  }
}

/** `npm run build` (`next build`, then the standalone folder completed); quiet keeps only errors. */
export async function buildSite(env, { quiet = false } = {}) {
  // `next build` adds a new distDir's type folders to tsconfig.json; put the file back after.
  const tsconfig = new URL('../../tsconfig.json', import.meta.url)
  const before = readFileSync(tsconfig, 'utf8')
  try {
    await run('npx', ['next', 'build'], {
      env,
      ...(quiet ? { stdio: ['ignore', 'ignore', 'inherit'] } : {}),
    })
  } finally {
    writeFileSync(tsconfig, before)
  }
  copyStandaloneAssets(env.NEXT_DIST_DIR)
}

/** The message of one of the server's JSON log lines (any other line as it is). */
function messageOf(line) {
  try {
    const parsed = JSON.parse(line)
    return typeof parsed?.message === 'string' ? parsed.message : line
  } catch {
    return line
  }
}

/**
 * The production server, Next's own standalone server.js as `npm start` runs it, on
 * localhost:`port` once it answers; `onLine` gets the message of each line of its output,
 * `logFile` all of its output; with `memoryMiB` and `cpus`, it runs as on an instance of that
 * memory (scripts/lib/memory-limit.mjs), on those CPUs (scripts/lib/cpus.mjs).
 * @param {Record<string, string | undefined>} env
 * @param {number} port
 * @param {{ quiet?: boolean, onLine?: (line: string) => void, logFile?: string, memoryMiB?: number, cpus?: string }} [options]
 */
export async function serveSite(
  env,
  port,
  { quiet = false, onLine, logFile, memoryMiB, cpus } = {},
) {
  const log = logFile ? openSync(logFile, 'a') : undefined
  const server = memoryMiB
    ? withMemoryLimit('node', [standaloneServer(env.NEXT_DIST_DIR)], memoryMiB)
    : { command: 'node', args: [standaloneServer(env.NEXT_DIST_DIR)] }
  if (memoryMiB && !server.limited)
    console.warn(`[site] no memory cgroup here: the server runs without the ${memoryMiB} MiB limit`)
  const { command, args } = pinned(server.command, server.args, cpus)
  const child = start(command, args, {
    env: { ...env, PORT: String(port), HOSTNAME: LOOPBACK_HOSTNAME },
    ...(log !== undefined
      ? { stdio: ['ignore', log, log] }
      : onLine
        ? { stdio: ['ignore', 'pipe', 'inherit'] }
        : quiet
          ? { stdio: 'ignore' }
          : {}),
  })
  if (onLine) createInterface({ input: child.stdout }).on('line', (line) => onLine(messageOf(line)))
  await waitForHttp(`http://localhost:${port}/robots.txt`)
  return child
}
