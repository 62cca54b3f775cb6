// A Redis server for the tests of the shared cache (several instances, one cache): Debian's
// redis-server, installed when missing, on a free loopback port, without persistence, stopped
// by its PID like the emulators.
import { ensureDebianTools } from './debian.mjs'
import { portInUse, start, stop } from './processes.mjs'

/** Starts redis-server on 127.0.0.1:`port`; resolves with `{ url, pid, stop }` once it listens. */
export async function startRedis({ port, who }) {
  ensureDebianTools({ 'redis-server': 'redis-server' }, who)
  const child = start(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const deadline = Date.now() + 10_000
  while (!(await portInUse(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid, stop: () => stop(child) }
}
