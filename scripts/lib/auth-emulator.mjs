// Starts firebase-tools' Firebase Auth emulator (pure Node, works offline) on loopback ports of
// its own, so that a demo and a test run can each have one at the same time.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, portInUse, start, stop, tempDir, waitForHttp } from './processes.mjs'

const FIREBASE_CLI = fileURLToPath(new URL('../../node_modules/.bin/firebase', import.meta.url))

/**
 * Starts the Auth emulator on 127.0.0.1:`port` for `projectId` and resolves once it answers,
 * with `{ host, stop }`. Its hub and logging ports are free ones, not firebase-tools' fixed
 * 4400 and 4500.
 */
export async function startAuthEmulator({ port, projectId }) {
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use`)
  const config = join(tempDir('auth-emulator'), 'firebase.json')
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
      },
    }),
  )
  let output = ''
  const child = start(
    FIREBASE_CLI,
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: join(config, '..') },
  )
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((_, reject) =>
    child.on('exit', (code) => reject(new Error(`Auth emulator exited with ${code}:\n${output}`))),
  )
  const host = `127.0.0.1:${port}`
  await Promise.race([waitForHttp(`http://${host}/`, 90_000), exited])
  return { host, projectId, stop: () => stop(child) }
}
