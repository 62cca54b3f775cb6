#!/usr/bin/env node
// Never fails under load, and gives its memory back: 200 connections for 60 s on a mix of
// every kind of URL (every page of the sitemap, feeds and calendars, pictures, invented event
// and update ids, 404s, letters and pages that do not exist, a new URL on most requests), on
// a production build of the demo content, straight to the site (Next's server) and through the
// shipped nginx config. Prints, per run, requests and status classes, and the server's memory
// idle, at its peak and 30 s after the load, with the bars marked PASS or FAIL: no 5xx, socket
// error or timeout, and memory 30 s after at most 1.5 × idle. Exits 1 when a bar fails.
//   npm run load                          200 connections, 60 s, the site alone then through nginx
//   npm run load -- --seconds 20 --connections 50
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensureDebianTools } from '../lib/debian.mjs'
import { ensureNginx, startCachingProxy } from '../lib/nginx.mjs'
import { freePort, stopAllOnExit, tempDir } from '../lib/processes.mjs'
import { marked, measure, residentMiB, sitemapPaths, startDemoSite } from './site.mjs'

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
  },
})
/** Memory 30 s after the load, at most this many times that before it. */
const MEMORY_BAR = 1.5
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
    child.on('close', (code) =>
      code === 0 && /STATUS /.test(output)
        ? resolve(output)
        : reject(new Error(`wrk exited ${code}: ${output}`)),
    )
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

async function main() {
  ensureDebianTools({ wrk: 'wrk' }, 'load')
  ensureNginx('load')
  const site = await startDemoSite({ projectId: 'demo-load', distDir: '.next-load', who: 'load' })
  const proxyPort = await freePort()
  await startCachingProxy({ port: proxyPort, upstream: `127.0.0.1:${site.port}` })

  const paths = [
    ...(await sitemapPaths(site.base)),
    '/updates/feed.xml',
    '/updates/atom.xml',
    '/events/calendar.ics',
    '/robots.txt',
    '/sitemap.xml',
    '/api/health',
  ]
  for (const path of paths) await (await fetch(site.base + path)).arrayBuffer()
  const script = join(tempDir('load'), 'mix.lua')
  writeFileSync(script, mixScript(paths))
  console.log(`[load] ${paths.length} site URLs, and every third request one never asked before`)

  const load = { connections: Number(options.connections), seconds: Number(options.seconds) }
  const runs = {}
  for (const [name, url] of [
    ['site alone', site.base],
    ['through nginx', `http://127.0.0.1:${proxyPort}`],
  ]) {
    await sleep(5_000)
    const idle = residentMiB(site.server.pid)
    let peak = idle
    const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(site.server.pid))), 1_000)
    console.log(`[load] ${name}: ${load.connections} connections for ${load.seconds} s`)
    const result = summary(await runWrk(url, script, load))
    clearInterval(sampler)
    await sleep(30_000)
    const after = residentMiB(site.server.pid)
    runs[name] = { ...result, 'idle MiB': idle, 'peak MiB': peak, 'after 30 s MiB': after }
  }

  let passed = true
  const bar = (figure, pass) => {
    passed &&= pass
    return marked(figure, pass)
  }
  for (const run of Object.values(runs)) {
    const ratio = run['after 30 s MiB'] / run['idle MiB']
    run['5xx'] = bar(run['5xx'], run['5xx'] === 0)
    run['socket errors'] = bar(run['socket errors'], run['socket errors'] === 0)
    run.timeouts = bar(run.timeouts, run.timeouts === 0)
    run[`after ÷ idle (≤ ${MEMORY_BAR})`] = bar(ratio.toFixed(2), ratio <= MEMORY_BAR)
  }
  console.log(
    `\n## npm run load: wrk, 2 threads, ${load.connections} connections, ${load.seconds} s\n`,
  )
  console.log(
    `Bars: 0 × 5xx, 0 socket errors, 0 timeouts, memory after 30 s ÷ idle ≤ ${MEMORY_BAR}.`,
  )
  // A column per run.
  const names = Object.keys(runs)
  console.log(`| | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`)
  for (const figure of Object.keys(runs[names[0]])) {
    console.log(`| ${figure} | ${names.map((name) => runs[name][figure]).join(' | ')} |`)
  }
  return passed
}

await measure(main)
