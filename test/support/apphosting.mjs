// Builds and serves the site the way Firebase App Hosting does, so the tests can check the
// deployment the README names. On App Hosting the buildpack (GoogleCloudPlatform/buildpacks,
// cmd/nodejs/firebasenextjs) sets FRAMEWORK_VERSION to the lockfile's `next` version and runs
// `npm exec apphosting-adapter-nextjs-build` in the app's root instead of `npm run build`; the
// adapter then runs `npm run build` itself with NEXT_PRIVATE_STANDALONE=true, and writes
// .apphosting/bundle.yaml, whose runConfig.runCommand is what App Hosting starts.
//
// The adapter changes the folder it builds in: it swaps next.config.mjs for a wrapper during
// the build (images.unoptimized: true), appends /.apphosting/ to .gitignore, and copies every
// top-level entry of the folder that is not already there into .next/standalone. So it must
// build in a copy of the repository (copyRepository below), never in a working checkout.
// It always builds into .next: it reads the standalone folder from next.config's distDir but
// copies the static files to the hard-coded .next/static, so NEXT_DIST_DIR is refused here.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Copies the repository's files (tracked and untracked, not ignored: no node_modules, no
 * .next*, no .git) into `dest`, and node_modules as hard links (`cp -al`, no extra disk):
 * Turbopack refuses a node_modules that is a symbolic link out of the project.
 * @param {string} dest
 */
export function copyRepository(dest) {
  const listed = spawnSync(
    'git',
    ['-C', REPOSITORY, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = join(REPOSITORY, file)
    // Deleted in the working tree but still in the index.
    if (!existsSync(from)) continue
    mkdirSync(dirname(join(dest, file)), { recursive: true })
    cpSync(from, join(dest, file))
  }
  const linked = spawnSync('cp', ['-al', join(REPOSITORY, 'node_modules'), dest], {
    encoding: 'utf8',
  })
  if (linked.status !== 0) throw new Error(`cp -al node_modules failed: ${linked.stderr}`)
}

/**
 * The `next` version in the lockfile, which the buildpack passes as FRAMEWORK_VERSION.
 * @param {string} cwd
 */
function lockedNextVersion(cwd) {
  const lock = JSON.parse(readFileSync(join(cwd, 'package-lock.json'), 'utf8'))
  const version = lock.packages?.['node_modules/next']?.version
  if (typeof version !== 'string') throw new Error('package-lock.json does not lock next')
  return version
}

/**
 * Runs the adapter's build in `cwd`, a copy of the repository (copyRepository), with `env`
 * added to this process's environment: what apphosting.yaml gives the build (SITE_URL and
 * the like) and, for a test, FIRESTORE_EMULATOR_HOST. Resolves when it succeeds.
 * @param {{ env?: Record<string, string | undefined>, cwd: string }} options
 * @returns {Promise<void>}
 */
export async function buildWithAppHostingAdapter({ env = {}, cwd }) {
  const dir = resolve(cwd)
  if (dir === resolve(REPOSITORY)) {
    throw new Error('The App Hosting adapter rewrites the folder it builds: pass a copy')
  }
  const merged = { ...process.env, ...env }
  if (merged.NEXT_DIST_DIR && merged.NEXT_DIST_DIR !== '.next') {
    throw new Error('The App Hosting adapter builds into .next only: unset NEXT_DIST_DIR')
  }
  delete merged.NEXT_DIST_DIR
  const projectId = merged.FIREBASE_PROJECT_ID
  const buildEnv = {
    ...merged,
    FRAMEWORK_VERSION: lockedNextVersion(dir),
    // App Hosting gives every build the project's FIREBASE_CONFIG (firebase-admin's auto-init).
    ...(projectId && !merged.FIREBASE_CONFIG
      ? { FIREBASE_CONFIG: JSON.stringify({ projectId }) }
      : {}),
  }
  await new Promise((resolvePromise, reject) => {
    // `npm exec` puts node_modules/.bin first on PATH, so the adapter, and the `npm run build`
    // it starts, run on the project's Node (the `node` package), as the buildpack's Node would.
    const child = spawn('npm', ['exec', '--no', '--', 'apphosting-adapter-nextjs-build'], {
      cwd: dir,
      env: buildEnv,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolvePromise(undefined)
        : reject(new Error(`apphosting-adapter-nextjs-build exited with ${code ?? signal}`)),
    )
  })
}

/**
 * The server App Hosting would start for the build in `cwd`: runConfig.runCommand of
 * .apphosting/bundle.yaml, split into a command and its arguments, to run in `cwd` with PORT
 * set. `node` becomes this process's Node, as the engines field picks App Hosting's.
 * @param {string} cwd
 * @returns {{ command: string, args: string[], cwd: string }}
 */
export function appHostingServer(cwd) {
  const bundle = parse(readFileSync(join(cwd, '.apphosting', 'bundle.yaml'), 'utf8'))
  const runCommand = bundle?.runConfig?.runCommand
  if (typeof runCommand !== 'string' || !runCommand.trim()) {
    throw new Error('.apphosting/bundle.yaml names no runConfig.runCommand')
  }
  const [command = '', ...args] = runCommand.trim().split(/\s+/)
  return { command: command === 'node' ? process.execPath : command, args, cwd: resolve(cwd) }
}
