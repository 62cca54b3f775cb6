#!/usr/bin/env node
// Never fails under load, and gives its memory back: 200 connections for 60 s on a mix of
// every kind of URL (every page of the sitemap, feeds and calendars, pictures, invented event
// and update ids, 404s, letters and pages that do not exist, a new URL on most requests), on
// a production build of the demo content, straight to the site and through its caching proxy.
// Prints requests, status classes, socket errors and timeouts, and the server's memory idle,
// at its peak and 30 s after the load.
//   npm run load                          200 connections, 60 s, Next alone then the proxy
//   npm run load -- --seconds 20 --connections 50
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensureDebianTools } from './lib/debian.mjs'
import { startFirestoreEmulator } from './lib/emulator.mjs'
import { ensureNginx, startCachingProxy } from './lib/nginx.mjs'
import { freePort, stopAll, stopAllOnExit } from './lib/processes.mjs'
import { buildSite, serveSite, siteEnv } from './lib/site-build.mjs'
import { seedDemo } from './seed.mjs'

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
  },
})
const projectId = 'demo-load'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

stopAllOnExit()

/** The wrk script: the fixed URLs in turn, every third request a URL never asked before. */
function mixScript(paths) {
  return `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local made_up = {
  "/events/made-up/%s", "/updates/made-up/%s", "/no-such-page-%s", "/fyi/dictionary/q%s",
  "/fyi/questions/nothing-%s", "/updates/archive/page/9%s", "/events/category/none-%s",
  "/events?x=%s", "/_next/image?url=%%2Flogo.svg&w=640&q=%s",
}
local counter = 0
s2, s3, s4, s5 = 0, 0, 0, 0
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  counter = math.random(1, 1000000) * 1000
end

function request()
  counter = counter + 1
  local path
  if counter % 3 == 0 then
    path = string.format(made_up[(counter / 3) % #made_up + 1], counter)
  else
    path = paths[counter % #paths + 1]
  end
  return wrk.format("GET", path)
end

-- Counted per thread in plain globals: wrk copies numbers, not tables, between threads.
function response(status, headers, body)
  if status < 300 then s2 = s2 + 1
  elseif status < 400 then s3 = s3 + 1
  elseif status < 500 then s4 = s4 + 1
  else s5 = s5 + 1 end
end

function done(summary, latency, requests)
  local t = { 0, 0, 0, 0 }
  for _, thread in ipairs(threads) do
    t[1] = t[1] + thread:get("s2")
    t[2] = t[2] + thread:get("s3")
    t[3] = t[3] + thread:get("s4")
    t[4] = t[4] + thread:get("s5")
  end
  io.write(string.format("STATUS 2xx=%d 3xx=%d 4xx=%d 5xx=%d\\n", t[1], t[2], t[3], t[4]))
end
`
}

function runWrk(url, script, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [
      ...['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '5s'],
      ...['--latency', '-s', script, url],
    ])
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', () => resolve(output))
  })
}

function summary(output) {
  const number = (re) => Number(re.exec(output)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const status = /STATUS 2xx=(\d+) 3xx=(\d+) 4xx=(\d+) 5xx=(\d+)/.exec(output)
  return {
    requests: number(/(\d+) requests in/),
    'req/s': Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p99: /^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '?',
    '2xx': Number(status?.[1] ?? 0),
    '3xx': Number(status?.[2] ?? 0),
    '4xx': Number(status?.[3] ?? 0),
    '5xx': Number(status?.[4] ?? 0),
    'socket errors': socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  }
}

/** Resident memory (MiB) of the process `pid`. */
function residentMiB(pid) {
  const out = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })
  return Math.round(Number(out.trim()) / 1024)
}

async function main() {
  ensureDebianTools({ wrk: 'wrk' }, 'load')
  ensureNginx('load')
  const emulator = await startFirestoreEmulator({ port: await freePort(), projectId })
  await seedDemo({ host: emulator.host, projectId })
  const port = await freePort()
  const env = siteEnv({
    emulatorHost: emulator.host,
    projectId,
    baseURL: `http://localhost:${port}`,
    distDir: '.next-load',
  })
  console.log('[load] building the site (next build)')
  await buildSite(env, { quiet: true })
  const site = await serveSite(env, port, { quiet: true })
  const base = `http://127.0.0.1:${port}`
  const proxyPort = await freePort()
  await startCachingProxy({ port: proxyPort, upstream: `127.0.0.1:${port}` })

  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const paths = [
    ...pages,
    '/updates/feed.xml',
    '/updates/atom.xml',
    '/events/calendar.ics',
    '/robots.txt',
    '/sitemap.xml',
    '/api/health',
  ]
  for (const path of paths) await fetch(`${base}${path}`)
  const script = join(mkdtempSync(join(tmpdir(), 'load-')), 'mix.lua')
  writeFileSync(script, mixScript(paths))
  console.log(`[load] ${paths.length} site URLs, and every third request one never asked before`)

  const rows = {}
  const memory = {}
  for (const [name, url] of [
    ['Next alone', base],
    ['through the caching proxy', `http://127.0.0.1:${proxyPort}`],
  ]) {
    await sleep(5_000)
    const idle = residentMiB(site.pid)
    let peak = idle
    const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(site.pid))), 1_000)
    const load = { connections: Number(options.connections), seconds: Number(options.seconds) }
    console.log(`[load] ${name}: ${load.connections} connections for ${load.seconds} s`)
    rows[name] = summary(await runWrk(url, script, load))
    clearInterval(sampler)
    await sleep(30_000)
    const after = residentMiB(site.pid)
    memory[name] = {
      'idle MiB': idle,
      'peak MiB': peak,
      'after 30 s MiB': after,
      'after ÷ idle': (after / idle).toFixed(2),
    }
  }
  console.log(
    `\n## npm run load: wrk, 2 threads, ${options.connections} connections, ${options.seconds} s\n`,
  )
  console.table(rows)
  console.log('\nThe server process (scripts/serve.mjs) during and after each run:')
  console.table(memory)
  await emulator.stop()
}

try {
  await main()
} finally {
  await stopAll()
}
