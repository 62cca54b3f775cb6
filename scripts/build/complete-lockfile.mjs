#!/usr/bin/env node
// The npm registry mirror on our build machines serves Linux binaries only, so `npm install`
// writes a package-lock.json without the macOS/Windows/other-CPU optional packages (Next's
// SWC, the ESLint resolver), and `npm ci` then refuses the lock as out of sync. This adds the
// entries those packages would have, marked optional with their os/cpu, which npm skips on
// Linux. Run it after any `npm install` that changes the lock:  node scripts/build/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const path = new URL('../../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const packages = lock.packages

const OS = [
  ['darwin', 'darwin'],
  ['win32', 'win32'],
  ['android', 'android'],
  ['freebsd', 'freebsd'],
  ['openharmony', 'openharmony'],
  ['linux', 'linux'],
]
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x']

function platformOf(name) {
  const os = OS.find(([token]) => name.includes(`-${token}-`))?.[1]
  const cpu = CPU.find((c) => new RegExp(`-${c}(-|$)`).test(name.split('/').pop()))
  const libc = /-musl/.test(name) ? 'musl' : /-gnu/.test(name) && os === 'linux' ? 'glibc' : null
  return { os, cpu, libc }
}

let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`
    if (packages[`node_modules/${name}`] || packages[base]) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os || !cpu || !/^\d+\.\d+\.\d+/.test(spec)) continue
    packages[`node_modules/${name}`] = {
      version: spec,
      cpu: [cpu],
      // npm marks a package reached only through devDependencies "dev"; without it, the
      // next `npm install` rewrites these entries and a fresh clone starts modified.
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    }
    added++
  }
}

// Keep the keys sorted as npm writes them.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`[lockfile] added ${added} optional platform entries`)
