// Runs wrk against a URL and reads its summary: req/s, p50, p99 and errors.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

function millis(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text)
  return match ? Number(match[1]) * UNITS[match[2]] : NaN
}

/** Reads wrk's `--latency` output. */
export function parseWrk(output) {
  const number = (re) => Number(re.exec(output)?.[1] ?? NaN)
  const percentile = (p) => millis(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '')
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const non2xx = number(/Non-2xx or 3xx responses: (\d+)/) || 0
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50: percentile(50),
    p99: percentile(99),
    requests: number(/(\d+) requests in/),
    timeouts: socket ? Number(socket[4]) : 0,
    errors: errors + non2xx,
  }
}

/**
 * wrk's threads: half the cores. wrk runs on the machine it measures; with a thread per core it
 * took time slices from nginx, and p99 through nginx varied tenfold between runs of one line.
 */
export const WRK_THREADS = Math.max(1, Math.floor(availableParallelism() / 2))

/**
 * `wrk --latency` for `seconds` with `connections`, on WRK_THREADS threads, each request with
 * the given headers; `script`, a Lua file, may vary the requests (scripts/bench/search.mjs).
 * @param {string} url
 * @param {{ connections: number, seconds: number, headers?: Record<string, string>, script?: string }} options
 */
export function wrk(url, { connections, seconds, headers = {}, script }) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [
      '--latency',
      '-t',
      String(WRK_THREADS),
      '-c',
      String(connections),
      '-d',
      `${seconds}s`,
      '--timeout',
      '5s',
      ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      ...(script ? ['-s', script] : []),
      url,
    ])
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk exited ${code}: ${output}`)),
    )
  })
}

/** The middle of some measurements (the mean of the two middle ones when they are even). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Servers already loaded once, by origin. */
const warmed = new Set()

/**
 * Loads a server before a measurement: 10 s the first time, as a Node server reaches its pace
 * only once V8 has compiled its hot code, several seconds in; 1 s after that (caches filled).
 * @param {string} url
 * @param {{ connections: number, headers?: Record<string, string> }} options
 */
export async function warmUp(url, options) {
  const origin = new URL(url).origin
  const seconds = warmed.has(origin) ? 1 : 10
  warmed.add(origin)
  await wrk(url, { ...options, seconds })
}
