// Child processes the scripts start, stopped with them however they end, and the temporary
// folders they use, removed when the script exits.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const children = new Set()
const folders = new Set()

/** A new private folder under the system's temporary one, removed when this process exits. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  if (!folders.size) process.once('exit', removeTempDirs)
  folders.add(dir)
  return dir
}

function removeTempDirs() {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  folders.clear()
}

/** Spawns a command in its own process group so that stopping it stops its children too. */
export function start(command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: options.stdio ?? 'inherit',
    env: { ...process.env, ...options.env },
    cwd: options.cwd,
    detached: true,
  })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = start(command, args, options)
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => kill(child, 'SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    kill(child, 'SIGTERM')
  })
}

function kill(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // already gone
    }
  }
}

export async function stopAll() {
  await Promise.all([...children].map(stop))
}

let cleaningUp = false
/** Stops every child on Ctrl-C, SIGTERM or exit, then exits with `code`. */
export function stopAllOnExit() {
  const handler = (signal) => {
    if (cleaningUp) return
    cleaningUp = true
    stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  process.on('exit', () => {
    for (const child of children) kill(child, 'SIGKILL')
  })
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Polls an HTTP URL until it answers (any status), or fails after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
