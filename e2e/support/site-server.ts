import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { LOOPBACK_HOSTNAME } from '../../scripts/lib/loopback.mjs'

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * A server of a spec's own (Next's standalone server.js, as `npm start`) for a build the e2e
 * run made, with the environment given; resolves once it answers. Its log lines are kept in
 * `lines`. It listens on `hostname` (scripts/lib/loopback.mjs says why not 127.0.0.1).
 */
export async function startSiteServer(
  env: NodeJS.ProcessEnv,
  { hostname = LOOPBACK_HOSTNAME }: { hostname?: string } = {},
) {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const lines: string[] = []
  const server = `${env.NEXT_DIST_DIR ?? '.next'}/standalone/server.js`
  const child: ChildProcess = spawn('node', [server], {
    env: { ...env, SITE_URL: url, PORT: String(port), HOSTNAME: hostname },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)))
  }
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${lines.join('\n')}`)
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('the server did not answer in 60 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    child,
    lines,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

/**
 * The environment of a server of the build the public specs used (test/support/e2e.mjs), reading
 * Firestore at `firestoreHost`, without the shared cache of the later stage.
 */
export function e2eBuildOn(firestoreHost: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.REDIS_URL
  return { ...env, FIRESTORE_EMULATOR_HOST: firestoreHost, NEXT_DIST_DIR: '.next-e2e' }
}

/** The build made with REDIS_URL for e2e/instances (test/support/e2e.mjs), for a server of a spec's own. */
export function redisBuild(): string {
  const value = process.env.E2E_REDIS_DIST_DIR
  if (!value) throw new Error('E2E_REDIS_DIST_DIR is not set: run them with `npm run test:e2e`')
  return value
}
