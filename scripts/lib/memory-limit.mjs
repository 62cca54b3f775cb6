// A command run as on an instance of `mib` MiB: in a memory cgroup of that limit, as Cloud Run
// and App Hosting run the container. Node sizes V8's heap from that limit at start (560 MiB of
// heap for 1 GiB here, against 4,288 MiB on this 24 GiB machine), so memory under load is
// measured as the instance would see it. Needs root and a cgroup memory controller; otherwise
// the command runs as it is, and `limited` says so.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const V1 = '/sys/fs/cgroup/memory'
const V2 = '/sys/fs/cgroup'

function v2HasMemory() {
  try {
    return readFileSync(join(V2, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('memory')
  } catch {
    return false
  }
}

/**
 * `command args` wrapped to start inside a new cgroup limited to `mib` MiB, the cgroup removed
 * when this process exits; `limited` is false when the machine offers none.
 * @param {string} command
 * @param {string[]} args
 * @param {number} mib
 */
export function withMemoryLimit(command, args, mib) {
  const name = `cc-instance-${process.pid}`
  const [dir, limitFile, bytes] = existsSync(join(V1, 'memory.limit_in_bytes'))
    ? [join(V1, name), 'memory.limit_in_bytes', String(mib * 1024 * 1024)]
    : v2HasMemory()
      ? [join(V2, name), 'memory.max', String(mib * 1024 * 1024)]
      : [null, '', '']
  if (!dir) return { command, args, limited: false }
  try {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, limitFile), bytes)
  } catch {
    return { command, args, limited: false }
  }
  process.once('exit', () => {
    try {
      rmdirSync(dir)
    } catch {
      // still in use by a process that outlived us: the kernel keeps it until then
    }
  })
  const procs = join(dir, 'cgroup.procs')
  return {
    command: 'sh',
    args: ['-c', `echo $$ > ${procs} && exec "$0" "$@"`, command, ...args],
    limited: true,
  }
}
