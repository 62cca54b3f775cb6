#!/usr/bin/env node
// Which processes take the machine's CPU while something else runs (a test run, a load):
// reads /proc every second for SECONDS (default 60) and prints user and system CPU-seconds by
// kind of process: Chromium's renderers, its browser and other processes, Next's server,
// other Node processes (Playwright's workers among them), the Firestore emulator, nginx.
// A process that starts while it samples is counted from its start; one that ends loses at
// most its last second. Linux only. docs/decisions/2026-11-29-browser-tests-cpu.md
//   node scripts/bench/cpu-by-process.mjs 480
import { readdirSync, readFileSync } from 'node:fs'

const seconds = Number(process.argv[2] ?? 60)
// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks.
const HZ = 100

function read(path) {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

function kind(pid) {
  const cmd = read(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ')
  const comm = read(`/proc/${pid}/comm`)?.trim()
  if (cmd === undefined || comm === undefined) return undefined
  if (/chrom|headless/.test(cmd) || /headless|chrom/.test(comm)) {
    if (cmd.includes('--type=renderer')) return 'chromium renderer'
    return cmd.includes('--type=') ? 'chromium other' : 'chromium browser'
  }
  if (comm.startsWith('next-server') || cmd.includes('standalone/server.js')) return 'next server'
  if (comm === 'java') return 'java (emulator)'
  if (comm === 'nginx') return 'nginx'
  if (/(^|\/)node /.test(cmd) || comm === 'node' || comm === 'MainThread') return 'node, other'
  return 'other'
}

/** user and system ticks, and the start time in ticks since boot, of each process. */
function sample() {
  const found = new Map()
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const stat = read(`/proc/${pid}/stat`)
    if (!stat) continue
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    found.set(`${pid}@${fields[19]}`, {
      pid,
      user: Number(fields[11]),
      system: Number(fields[12]),
      start: Number(fields[19]),
    })
  }
  return found
}

const bootTicks = () => Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * HZ
const began = bootTicks()
const seen = new Map()
const totals = new Map()
const add = (name, user, system) => {
  const total = totals.get(name) ?? { user: 0, system: 0 }
  total.user += user
  total.system += system
  totals.set(name, total)
}
const end = Date.now() + seconds * 1000
while (Date.now() < end) {
  for (const [key, now] of sample()) {
    const before = seen.get(key)
    if (before) add(before.kind, now.user - before.user, now.system - before.system)
    else {
      const name = kind(now.pid)
      if (!name) continue
      if (now.start > began) add(name, now.user, now.system)
      seen.set(key, { kind: name })
    }
    Object.assign(seen.get(key), now)
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
}

const all = [...totals.values()].reduce((sum, t) => sum + t.user + t.system, 0)
console.log(`${seconds} s sampled; ${(all / HZ).toFixed(0)} CPU-seconds seen`)
for (const [name, t] of [...totals].sort(
  (a, b) => b[1].user + b[1].system - a[1].user - a[1].system,
)) {
  const share = ((100 * (t.user + t.system)) / all).toFixed(1)
  console.log(
    `${name.padEnd(18)} user ${(t.user / HZ).toFixed(1).padStart(7)} s  system ${(t.system / HZ).toFixed(1).padStart(7)} s  ${share.padStart(5)} %`,
  )
}
