#!/usr/bin/env node
// The site on one small instance under a stranger's load: 200 connections for 60 s on a mix of
// every kind of URL (every page of the sitemap, feeds and calendars, pictures, invented event
// and update ids, 404s, letters and pages that do not exist, a new URL on most requests), on
// a production build of the demo content, run as on the instance apphosting.yaml describes
// (its memory as a cgroup, its CPUs apart from the load's where the machine has more), after an
// unmeasured warm-up: three runs straight to the site (Next's server) and three through the
// shipped nginx config. While nginx carries the load, a second wrk asks for
// pages nginx already holds, as a resident would. Bars (issue 53): no 5xx and no socket error;
// peak memory under 70 % of apphosting.yaml's memoryMiB; the memory 30 s after each run at
// most 10 % above that after the first (no leak); cached pages through nginx at p99 < 20 ms
// with no error during the load. Answers of 500 or more are listed with their URL: nginx's
// (with the site's own status) and the server's output in the run's folder.
//   npm run load                          200 connections, 60 s, 3 runs each way
//   npm run load -- --seconds 20 --connections 50 --runs 1
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensureDebianTools, onPath } from '../lib/debian.mjs'
import { cpuSplit, pin, pinned } from '../lib/cpus.mjs'
import { ensureNginx, startCachingProxy } from '../lib/nginx.mjs'
import { freePort, stopAllOnExit, tempDir } from '../lib/processes.mjs'
import { marked, measure, residentMiB, sitemapPaths, startDemoSite } from './site.mjs'

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
  },
})
/** Peak memory, at most this share of the instance's. */
const PEAK_SHARE = 0.7
/** Memory after each later run, at most this many times that after the first. */
const GROWTH_BAR = 1.1
/** Cached pages through nginx while the load runs: p99 under this (ms). */
const CACHED_P99_MS = 20
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

stopAllOnExit()

/**
 * The wrk script: the fixed URLs in turn and, with `madeUp`, every third request a URL never
 * asked before.
 */
function mixScript(paths, { madeUp = true } = {}) {
  return `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local made_up = {
  "/events/made-up/%s", "/updates/made-up/%s", "/no-such-page-%s", "/fyi/dictionary/q%s",
  "/fyi/questions/nothing-%s", "/updates/archive/page/9%s", "/events/category/none-%s",
  "/events?x=%s", "/_next/image?url=%%2Flogo.svg&w=640&q=%s",
}
local counter = 0
s2, s3, s4, s5 = 0, 0, 0, 0
hit, stale, other = 0, 0, 0
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
  if ${madeUp} and counter % 3 == 0 then
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
  -- nginx's X-Cache-Status: served from its copy (HIT), an old copy while it asks the site
  -- (STALE, UPDATING), or from the site (anything else).
  local cache = headers["X-Cache-Status"]
  if cache == "HIT" then hit = hit + 1
  elseif cache == "STALE" or cache == "UPDATING" then stale = stale + 1
  else other = other + 1 end
end

function done(summary, latency, requests)
  local t = { 0, 0, 0, 0, 0, 0, 0 }
  for _, thread in ipairs(threads) do
    t[1] = t[1] + thread:get("s2")
    t[2] = t[2] + thread:get("s3")
    t[3] = t[3] + thread:get("s4")
    t[4] = t[4] + thread:get("s5")
    t[5] = t[5] + thread:get("hit")
    t[6] = t[6] + thread:get("stale")
    t[7] = t[7] + thread:get("other")
  end
  io.write(string.format("STATUS 2xx=%d 3xx=%d 4xx=%d 5xx=%d\\n", t[1], t[2], t[3], t[4]))
  io.write(string.format("CACHE hit=%d stale=%d site=%d\\n", t[5], t[6], t[7]))
end
`
}

function runWrk(url, script, { connections, seconds, threads = 2, resident = false }) {
  return new Promise((resolve, reject) => {
    const wrk = pinned(
      'wrk',
      [
        ...['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`],
        ...['--timeout', '5s', '--latency', '-s', script, url],
      ],
      split?.rest,
    )
    const { command, args } = resident ? asResident(wrk) : wrk
    const child = spawn(command, args)
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

/**
 * The resident's wrk stands for a person on another machine. Here it shares a CPU with the
 * load's wrk, so it runs at a real-time priority (chrt, as root): its figures are then the
 * site's and nginx's waits, not its own for that CPU (docs/decisions/, load on one instance).
 */
const residentPriority = process.getuid?.() === 0 && onPath('chrt')
function asResident({ command, args }) {
  return residentPriority
    ? { command: 'chrt', args: ['--fifo', '10', command, ...args] }
    : { command, args }
}

function summary(output) {
  const number = (re) => Number(re.exec(output)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const status = /STATUS 2xx=(\d+) 3xx=(\d+) 4xx=(\d+) 5xx=(\d+)/.exec(output)
  return {
    requests: number(/(\d+) requests in/),
    'req/s': Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p99: milliseconds(/^\s+99%\s+(\S+)/m.exec(output)?.[1]),
    '2xx': Number(status?.[1] ?? 0),
    '3xx': Number(status?.[2] ?? 0),
    '4xx': Number(status?.[3] ?? 0),
    '5xx': Number(status?.[4] ?? 0),
    'socket errors': socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    'nginx: hit/stale/site': /CACHE hit=(\d+) stale=(\d+) site=(\d+)/
      .exec(output)
      ?.slice(1)
      .join('/'),
  }
}

/** wrk's '1.23ms', '850.00us' or '1.05s' in milliseconds. */
function milliseconds(figure) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(figure ?? '')
  if (!match) return NaN
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]]
  return Number((Number(match[1]) * scale).toPrecision(3))
}

/** apphosting.yaml's memoryMiB and cpu: the instance the bars are drawn for. */
function instanceOf() {
  const text = readFileSync('apphosting.yaml', 'utf8')
  const [memory, cpu] = [/^\s*memoryMiB:\s*(\d+)/m, /^\s*cpu:\s*(\d+)/m].map((re) => re.exec(text))
  if (!memory || !cpu) throw new Error('apphosting.yaml names no memoryMiB or cpu')
  return { memoryMiB: Number(memory[1]), cpu: Number(cpu[1]) }
}

/** The CPUs of the instance and of the load (scripts/lib/cpus.mjs), or null. */
let split = null

/** The lines of a log that name a 5xx, counted by their first words and the URL's first part. */
function failures(text, key) {
  const counts = new Map()
  for (const line of text.split('\n').filter(Boolean)) {
    const name = key(line)
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])
}

async function main() {
  ensureDebianTools({ wrk: 'wrk' }, 'load')
  ensureNginx('load')
  const folder = tempDir('load')
  const serverLog = join(folder, 'server.log')
  const nginxLog = join(folder, 'nginx-5xx.log')
  const hitLog = join(folder, 'nginx-hits.log')
  const { memoryMiB, cpu } = instanceOf()
  split = cpuSplit(cpu)
  const site = await startDemoSite({
    projectId: 'demo-load',
    distDir: '.next-load',
    who: 'load',
    logFile: serverLog,
    memoryMiB,
    cpus: split?.instance,
  })
  pin(site.emulator.pid, split?.rest)
  console.log(
    split
      ? `[load] the site and nginx on CPU ${split.instance} (apphosting.yaml: cpu ${cpu}), wrk ` +
          `and the Firestore emulator on CPU ${split.rest}`
      : '[load] the site, nginx, wrk and the emulator share every CPU',
  )
  const proxyPort = await freePort()
  const proxy = `http://127.0.0.1:${proxyPort}`
  await startCachingProxy({
    port: proxyPort,
    upstream: `127.0.0.1:${site.port}`,
    errorLog: nginxLog,
    hitLog,
    cpus: split?.instance,
  })

  const pages = await sitemapPaths(site.base)
  const paths = [
    ...pages,
    '/updates/feed.xml',
    '/updates/atom.xml',
    '/events/calendar.ics',
    '/robots.txt',
    '/sitemap.xml',
    '/api/health',
  ]
  for (const path of paths) await (await fetch(site.base + path)).arrayBuffer()
  const script = join(folder, 'mix.lua')
  writeFileSync(script, mixScript(paths))
  // A resident's pages, asked in turn: nginx holds them (each is asked through it before a run).
  const cached = pages.filter((path) => !path.includes('?')).slice(0, 20)
  const cachedScript = join(folder, 'cached.lua')
  writeFileSync(cachedScript, mixScript(cached, { madeUp: false }))
  console.log(`[load] ${paths.length} site URLs, and every third request one never asked before`)

  const load = { connections: Number(options.connections), seconds: Number(options.seconds) }
  const instance = memoryMiB
  // Not measured: the first load of a fresh server loads code and fills caches that stay.
  const warmUp = Math.max(10, Math.round(load.seconds / 3))
  console.log(`[load] warming up: ${load.connections} connections for ${warmUp} s, not measured`)
  await runWrk(site.base, script, { ...load, seconds: warmUp })
  await sleep(30_000)
  const runs = {}
  for (const [target, url] of [
    ['site alone', site.base],
    ['through nginx', proxy],
  ]) {
    let firstAfter = 0
    for (let n = 1; n <= Number(options.runs); n++) {
      await sleep(5_000)
      if (target === 'through nginx')
        for (const path of cached) await (await fetch(proxy + path)).arrayBuffer()
      writeFileSync(hitLog, '')
      const idle = residentMiB(site.server.pid)
      let peak = idle
      const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(site.server.pid))), 250)
      console.log(
        `[load] ${target}, run ${n}: ${load.connections} connections for ${load.seconds} s`,
      )
      const [result, resident] = await Promise.all([
        runWrk(url, script, load).then(summary),
        target === 'through nginx'
          ? runWrk(proxy, cachedScript, {
              connections: 4,
              seconds: load.seconds,
              threads: 1,
              resident: true,
            }).then(summary)
          : undefined,
      ])
      clearInterval(sampler)
      await sleep(30_000)
      const after = residentMiB(site.server.pid)
      firstAfter ||= after
      const run = { ...result, 'idle MiB': idle, 'peak MiB': peak, 'after 30 s MiB': after }
      run[`peak < ${PEAK_SHARE * 100} % of ${instance} MiB`] = bar(
        peak,
        peak < PEAK_SHARE * instance,
      )
      run[`after ÷ first after (≤ ${GROWTH_BAR})`] = bar(
        (after / firstAfter).toFixed(2),
        after <= GROWTH_BAR * firstAfter,
      )
      if (resident) {
        const errors =
          resident['socket errors'] +
          resident.timeouts +
          resident['5xx'] +
          resident['4xx'] +
          resident['3xx']
        run['cached pages: requests'] = resident.requests
        run['cached pages: nginx hit/stale/site'] = resident['nginx: hit/stale/site']
        run[`cached pages: p99 ms (< ${CACHED_P99_MS})`] = bar(
          resident.p99,
          resident.p99 < CACHED_P99_MS,
        )
        run['cached pages: errors'] = bar(errors, errors === 0)
        // nginx's own time over each answer from its cache, without the client's waits.
        const times = readFileSync(hitLog, 'utf8').split('\n').filter(Boolean).map(Number)
        times.sort((a, b) => a - b)
        run["nginx's own time over a hit: p99, max ms"] =
          `${Math.round((times[Math.floor(times.length * 0.99)] ?? NaN) * 1000)}, ` +
          `${Math.round((times.at(-1) ?? NaN) * 1000)}`
      }
      run['5xx'] = bar(run['5xx'], run['5xx'] === 0)
      run['socket errors'] = bar(run['socket errors'], run['socket errors'] === 0)
      runs[`${target} ${n}`] = run
    }
  }

  console.log(
    `\n## npm run load: wrk, 2 threads, ${load.connections} connections, ${load.seconds} s\n`,
  )
  console.log(
    `Bars: 0 × 5xx, 0 socket errors, peak < ${PEAK_SHARE * 100} % of ${instance} MiB, after-run ` +
      `memory ≤ ${GROWTH_BAR} × the first run's, cached pages through nginx p99 < ` +
      `${CACHED_P99_MS} ms with 0 errors. Timeouts are counted, not barred: a third of the ` +
      'load is URLs no cache holds.' +
      (residentPriority ? " The resident's wrk runs at real-time priority (chrt --fifo)." : '') +
      '\n',
  )
  // A column per run.
  const names = Object.keys(runs)
  const figures = [...new Set(names.flatMap((name) => Object.keys(runs[name])))]
  console.log(`| | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`)
  for (const figure of figures) {
    console.log(`| ${figure} | ${names.map((name) => runs[name][figure] ?? '').join(' | ')} |`)
  }

  const byNginx = failures(readFileSync(nginxLog, { encoding: 'utf8', flag: 'a+' }), (line) => {
    const [status, uri = '', ...upstream] = line.split(' ')
    const path = uri.split('?')[0].split('/').slice(0, 3).join('/')
    return `${status} ${path} (site: ${upstream.slice(0, -3).join(' ')})`
  })
  const byServer = failures(readFileSync(serverLog, 'utf8'), (line) =>
    /error|⨯|unhandled|exception/i.test(line) ? line.slice(0, 160) : undefined,
  )
  console.log("\nAnswers of 500 or more through nginx (status, the site's status, URL):")
  for (const [name, count] of byNginx.slice(0, 20)) console.log(`  ${count} × ${name}`)
  console.log(`The server's errors (${serverLog}):`)
  for (const [name, count] of byServer.slice(0, 20)) console.log(`  ${count} × ${name}`)
  return passed
}

let passed = true
function bar(figure, pass) {
  passed &&= pass
  return marked(figure, pass)
}

await measure(main)
