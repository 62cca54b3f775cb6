// Starts the Cloud Firestore emulator: the preinstalled jar when there is one (plain Java,
// no downloads), otherwise firebase-tools' emulator, which fetches the jar itself.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnSync } from 'node:child_process'
import { start, stop, portInUse, tempDir } from './processes.mjs'

const JAR_CANDIDATES = [
  process.env.FIRESTORE_EMULATOR_JAR,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
].filter(Boolean)

const RULES = fileURLToPath(new URL('../../firestore.rules', import.meta.url))

function findJar() {
  return JAR_CANDIDATES.find((path) => existsSync(path))
}

function hasJava() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0
}

/**
 * Starts an emulator on 127.0.0.1:`port` for `projectId` and resolves once it accepts
 * requests, with `{ host, stop }`.
 */
export async function startFirestoreEmulator({ port, projectId, quiet = true }) {
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use`)
  const jar = findJar()
  let child
  let ready
  if (jar && hasJava()) {
    child = start(
      'java',
      [
        '-Duser.language=en',
        '-cp',
        jar,
        'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
        'start',
        '--host=127.0.0.1',
        `--port=${port}`,
        `--project_id=${projectId}`,
        // The project's own rules (deny every client), so tests see what production enforces;
        // firebase-admin is the owner and passes them, as on a real project.
        `--rules=${RULES}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    ready = /Dev App Server is now running/
  } else {
    console.log('[emulator] no local Firestore emulator jar; starting it through firebase-tools')
    // Not the project's firebase-tools (15): its emulators refuse Java before 21, and the Java
    // .ci/run installs is 17 (firebase/firebase-tools#9451).
    child = start(
      'npx',
      [
        '--yes',
        'firebase-tools@13',
        'emulators:start',
        '--only',
        'firestore',
        '--project',
        projectId,
        '--config',
        firebaseConfigForPort(port),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    ready = /All emulators ready|Firestore Emulator.*(?:running|ready)/i
  }

  await new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error(`Firestore emulator did not start in 90 s:\n${output}`)),
      90_000,
    )
    const onData = (chunk) => {
      const text = chunk.toString()
      output += text
      if (!quiet) process.stdout.write(text)
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Firestore emulator exited with ${code}:\n${output}`))
    })
  })

  const host = `127.0.0.1:${port}`
  return { host, projectId, pid: child.pid, stop: () => stop(child) }
}

/** firebase-tools reads the emulator's port from a config file; write one for this port. */
function firebaseConfigForPort(port) {
  const rules = RULES
  const path = join(tempDir('firestore-emulator'), 'firebase.json')
  writeFileSync(
    path,
    JSON.stringify({
      firestore: { rules },
      emulators: { firestore: { host: '127.0.0.1', port }, ui: { enabled: false } },
    }),
  )
  return path
}
