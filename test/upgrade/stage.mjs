// The upgrade from release 0.1.0, as an operator would do it (docs/backups.md): the old
// release's own backup of its demo content (test/fixtures/release-0.1.0-b43641a) restored
// into an empty project with `npm run restore`, this release built with `npm run build`
// (which runs the migrations, then next build) and served; then e2e/upgrade/pages.spec.ts
// looks for the text of every page the old release showed in the same page of the new one,
// and `npm run migrate` is run again to show nothing is left to run.
// Part of `npm run test:ops` (test/support/e2e.mjs); alone: npm run test:ops -- --project upgrade
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, start, stop, tempDir } from '../../scripts/lib/processes.mjs'
import { serveSite, siteEnv } from '../../scripts/lib/site-build.mjs'
import { daysSinceSeeding, shiftBackup } from './shift.mjs'

const FIXTURE = new URL('../fixtures/release-0.1.0-b43641a/', import.meta.url)
const BACKUP = new URL('backup/backup-2026-11-28T13-46-03Z.json', FIXTURE)
/** A project of its own on the run's emulator: nothing of the e2e fixtures in it. */
const projectId = 'demo-upgrade'
const distDir = '.next-upgrade'

/**
 * Runs the stage on the emulator at `emulatorHost`; `playwright(args, env)` runs the specs
 * (resolves with their exit code). Resolves with 0 when everything passed, else 1.
 * @param {{ emulatorHost: string, playwright: (args: string[], env: Record<string, string>) => Promise<number> }} options
 */
export async function upgradeStage({ emulatorHost, playwright }) {
  const started = Date.now()
  const port = await freePort()
  const baseURL = `http://localhost:${port}`
  const env = siteEnv({
    emulatorHost,
    projectId,
    baseURL,
    distDir,
    // `npm test` type-checks; the e2e builds skip Next's second pass too.
    SITE_TYPES_CHECKED: '1',
    // As the old demo ran: no uploads (its pictures are files under public/demo/).
    LOCAL_UPLOADS_DIR: tempDir('e2e-upgrade-uploads'),
  })
  let server
  try {
    await restoreOldBackup(env)

    console.log('[upgrade] npm run build (the migrations, then next build)')
    await buildWithNpm(env)
    server = await serveSite(env, port)

    const code = await playwright(['--project', 'upgrade'], {
      ...env,
      E2E_BASE_URL: baseURL,
      E2E_UPGRADE_URL: baseURL,
    })

    // A second run finds every migration recorded: the build ran them all.
    const migrated = await output('npm', ['run', 'migrate'], env)
    if (!/every migration has run \(\d+\)/.test(migrated) || /\brunning \d{4}-/.test(migrated)) {
      throw new Error('npm run migrate after the build did not find every migration run')
    }
    console.log(`[upgrade] done in ${Math.round((Date.now() - started) / 1000)} s`)
    return code
  } catch (error) {
    console.error(`[upgrade] ${error.message}`)
    return 1
  } finally {
    await stop(server)
  }
}

/**
 * The old backup with its dates moved to today (test/upgrade/shift.mjs), restored with
 * `npm run restore`; fails if it skipped a document (one today's schemas refuse).
 */
async function restoreOldBackup(env) {
  const days = daysSinceSeeding()
  const file = join(tempDir('e2e-upgrade-backup'), 'backup-0.1.0.json')
  const backup = shiftBackup(JSON.parse(readFileSync(BACKUP, 'utf8')), days)
  writeFileSync(file, `${JSON.stringify(backup, null, 1)}\n`)
  console.log(`[upgrade] restoring the 0.1.0 backup, its dates moved by ${days} days`)
  const restored = await output('npm', ['run', 'restore', '--', file], env)
  const skipped = [...restored.matchAll(/: \d+ written, (\d+) skipped/g)].map((m) => Number(m[1]))
  if (!skipped.length) throw new Error('npm run restore reported no collection')
  if (skipped.some(Boolean)) throw new Error('npm run restore skipped documents of 0.1.0')
}

/**
 * `npm run build`, as the README documents it, into `env.NEXT_DIST_DIR`: next build adds that
 * folder's types to tsconfig.json, put back afterwards (as scripts/lib/site-build.mjs does).
 */
async function buildWithNpm(env) {
  const tsconfig = new URL('../../tsconfig.json', import.meta.url)
  const before = readFileSync(tsconfig, 'utf8')
  try {
    await output('npm', ['run', 'build'], env)
  } finally {
    writeFileSync(tsconfig, before)
  }
}

/** Runs a command to completion, its output shown as it comes; resolves with its stdout. */
function output(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = start(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] })
    let text = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk) => {
      text += chunk
      process.stdout.write(chunk)
    })
    child.on('error', reject)
    child.on('close', (code, signal) =>
      code === 0
        ? resolve(text)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}
