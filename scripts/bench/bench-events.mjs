#!/usr/bin/env node
// How long the showcase takes to answer on a running site: the median time to the whole
// response, in ms, over warm requests. /events and its category pages are prerendered, so
// this should stay close to a static page.
//   node scripts/bench/bench-events.mjs http://localhost:3000 [path] [requests]
const [base = process.env.E2E_BASE_URL ?? 'http://localhost:3000', path = '/events', n = '30'] =
  process.argv.slice(2)
const count = Math.max(1, Number(n))
const url = new URL(path, base).toString()

async function once() {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status >= 500) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

for (let i = 0; i < 3; i++) await once() // warm the cache and the server
const times = []
for (let i = 0; i < count; i++) times.push(await once())
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)]
console.log(`${path}: median ${median.toFixed(1)} ms over ${count} requests`)
