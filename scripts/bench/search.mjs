// The site search with a large programme (`npm run bench -- --events 5000 --updates 2000`):
//   - p50 and p99 of /search at 1 and 50 connections, the queries varied (wrk, a Lua script);
//   - the index's size: the heap it added when it was built, from the server's own log line
//     ("[search] index …", lib/search/site-search.ts), and the server's resident memory;
//   - the bytes 1,000 random queries add under the build's folder: none, as no query is cached.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tempDir } from '../lib/processes.mjs'
import { residentMiB } from './site.mjs'
import { warmUp, wrk } from './wrk.mjs'

/** Words real visitors type, misspelt, cut short, several at once, or matching nothing. */
const QUERIES = [
  'music',
  'musc',
  'stories',
  'evening of music',
  'workshop',
  'worksh',
  'family festival',
  'theatre',
  'theatr',
  'middlesbrough',
  'bench event 0042',
  'lantern',
  'lant',
  'pottry',
  'awards',
  'volunteer',
  'zzzzqx',
  'dance',
]

/** The bar from issue 37: p99 at the server, 50 connections. */
const P99_BAR_MS = 50

export async function benchSearch({ base, pid, distDir, lines, seconds = 10 }) {
  // The first query builds the index (its documents read once); the log line says its size.
  const residentBefore = residentMiB(pid)
  await (await fetch(`${base}/search?q=music`)).arrayBuffer()
  const built = lines.find((line) => line.startsWith('[search] index'))

  const script = join(tempDir('bench-search'), 'queries.lua')
  writeFileSync(
    script,
    `local queries = { ${QUERIES.map((q) => JSON.stringify(encodeURIComponent(q))).join(', ')} }\n` +
      'local i = 0\n' +
      'request = function()\n' +
      '  i = i % #queries + 1\n' +
      '  return wrk.format("GET", "/search?q=" .. queries[i])\n' +
      'end\n',
  )
  await warmUp(`${base}/search?q=music`, { connections: 50, script })
  // One connection: what a query costs the server; 50: the bar, queueing included.
  const alone = await wrk(`${base}/search`, { connections: 1, seconds, script })
  const result = await wrk(`${base}/search`, { connections: 50, seconds, script })
  const residentAfter = residentMiB(pid)

  // 1,000 random queries, 10 at a time, and what they added on disk.
  const before = bytesUnder(distDir)
  for (let i = 0; i < 100; i++) {
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const q = randomBytes(1 + (i % 6)).toString('hex')
        await (await fetch(`${base}/search?q=${q}`)).arrayBuffer()
      }),
    )
  }
  const added = bytesUnder(distDir) - before

  console.log(
    `\n[bench] search, 1 connection, ${seconds} s: ${alone.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms, errors ${alone.errors}`,
  )
  console.log(
    `[bench] search, 50 connections, ${seconds} s, ${QUERIES.length} queries in turn: ` +
      `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms ${result.p99 < P99_BAR_MS ? 'PASS' : 'FAIL'} ` +
      `(bar ${P99_BAR_MS} ms), errors ${result.errors}`,
  )
  console.log(`[bench] ${built ?? 'search index: no log line seen'}`)
  console.log(`[bench] server resident memory: ${residentBefore} MiB, ${residentAfter} MiB after`)
  console.log(`[bench] 1,000 random queries added ${added} bytes under ${distDir}`)
  return result.p99 < P99_BAR_MS && added === 0
}

/** The bytes of every file under `dir` (du's apparent sizes). */
function bytesUnder(dir) {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0])
}
