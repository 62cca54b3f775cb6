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
    // Bounded like a production instance should be (docs/operations.md): past 256 MB, Redis evicts
    // the least recently used entries that have an expiry (cached pages and reads), never
    // the tags' revalidation records, which have none.
    [
      ...['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
      ...['--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru'],
    ],
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
