// The whole machine's CPU time from /proc/stat (Linux only), so that a benchmark counts the
// site's server, the emulators and the browser alike.
import { readFileSync } from 'node:fs'

/** CPU-seconds the machine has spent busy, and of them in the kernel, since boot. */
export function machineCpu() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  return { busy: (user + nice + system + irq + softirq) / 100, system: system / 100 }
}
