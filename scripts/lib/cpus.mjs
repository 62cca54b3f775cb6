// The instance's CPUs apart from the load's: on a machine with more CPUs than apphosting.yaml's
// `cpu`, the site and nginx run on the last ones and wrk and the Firestore emulator (what is
// off the instance in production) on the others, so a benchmark's load generator does not eat
// the instance's time. Linux's taskset; none of this where it is missing.
import { execFileSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

function hasTaskset() {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** The CPU lists ('1', '0') for the instance and for the rest, or null when they cannot part. */
export function cpuSplit(instanceCpus) {
  const all = availableParallelism()
  if (all <= instanceCpus || !hasTaskset()) return null
  const list = (from, to) => Array.from({ length: to - from }, (_, i) => from + i).join(',')
  return { instance: list(all - instanceCpus, all), rest: list(0, all - instanceCpus) }
}

/** `command args` started on the CPUs of `list` only (its children inherit them). */
export function pinned(command, args, list) {
  return list ? { command: 'taskset', args: ['-c', list, command, ...args] } : { command, args }
}

/** A running process, all its threads, moved to the CPUs of `list`. */
export function pin(pid, list) {
  if (list && pid)
    execFileSync('taskset', ['-a', '-p', '-c', list, String(pid)], { stdio: 'ignore' })
}
