// `npm run bench -- --next-features`: what the Next features the site is configured with cost a
// cached request, apart from the site's own code. The same bare app as in the main table (the
// home page's text, as large as the home page, at /) is built five times, each with one more
// of the site's features than the one before (./bare-next-app.mjs takes them from the site's
// next.config.mjs and proxy.ts), and measured side by side with the site's home page, served
// by `next start` and by the site's own server. Every bare app has rendered a route and a
// page, as a site whose pages regenerate has (serveBareApp); the site renders its own. The lines take turns over several rounds,
// and each figure is the median of its rounds: on this machine one 10 s run of the same
// server varied by a third.
import { join } from 'node:path'
import { buildBareApp, serveBareApp, twinText } from './bare-next-app.mjs'
import { freePort, start, waitForHttp } from './processes.mjs'
import { median, warmUp, wrk, WRK_THREADS } from './wrk.mjs'

/** @type {[string, import('./bare-next-app.mjs').SiteFeatures][]} */
const STEPS = [
  ['bare Next app', {}],
  ['+ cacheComponents', { cacheComponents: true }],
  ['+ the page cache handler, ETag once per page', { cacheComponents: true, cacheHandler: true }],
  ['+ headers()', { cacheComponents: true, cacheHandler: true, headers: true }],
  [
    '+ proxy.ts matchers',
    { cacheComponents: true, cacheHandler: true, headers: true, proxy: true },
  ],
]

/**
 * @param {{ root: string, env: Record<string, string>, siteBase: string, homeHtml: string,
 *   connections: number, seconds: number, rounds: number }} options
 *   `siteBase`: the site's own server, running the build that `env` describes.
 */
export async function benchNextFeatures({
  root,
  env,
  siteBase,
  homeHtml,
  connections,
  seconds,
  rounds,
}) {
  const text = twinText(homeHtml)
  /** @type {{ name: string, url: string }[]} */
  const targets = []
  for (const [index, [name, features]] of STEPS.entries()) {
    console.log(`[bench] building a bare Next app: ${name}`)
    const dir = join(root, `.next-bench-features-${index}`)
    await buildBareApp(dir, { pages: { '': text }, features })
    targets.push({ name, url: `${await serveBareApp(dir, { rendered: true })}/` })
  }
  const port = await freePort()
  start('npx', ['next', 'start', '-p', String(port)], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  })
  const nextStart = `http://127.0.0.1:${port}`
  await waitForHttp(`${nextStart}/robots.txt`)
  // A route Next renders (the site's own server asks it when it starts).
  await fetch(`${nextStart}/api/health`)
  targets.push({ name: 'the site, `next start`', url: `${nextStart}/` })
  targets.push({ name: 'the site, its own server', url: `${siteBase}/` })

  /** @type {Map<string, { requestsPerSecond: number, p99: number, errors: number }[]>} */
  const runs = new Map()
  for (let round = 1; round <= rounds; round++) {
    for (const { name, url } of targets) {
      await warmUp(url, { connections })
      const result = await wrk(url, { connections, seconds })
      runs.set(name, [...(runs.get(name) ?? []), result])
      console.log(`[bench] round ${round} ${name}: ${result.requestsPerSecond.toFixed(0)} req/s`)
    }
  }
  const sizes = await Promise.all(
    targets.map(async ({ url }) => Buffer.byteLength(await (await fetch(url)).text())),
  )
  printFeatures({ targets, runs, sizes, connections, seconds, rounds })
}

function printFeatures({ targets, runs, sizes, connections, seconds, rounds }) {
  const threads = `${WRK_THREADS} thread${WRK_THREADS === 1 ? '' : 's'}`
  console.log(
    `\n## npm run bench -- --next-features: wrk, ${threads}, ${connections} connections, ` +
      `${seconds} s per run, median of ${rounds} rounds\n`,
  )
  console.log(
    '| served by | page KiB | req/s | × bare Next, same round | p99 ms | req/s of each round | errors |',
  )
  console.log('|---|---|---|---|---|---|---|')
  const bare = runs.get(targets[0].name)
  for (const [index, { name }] of targets.entries()) {
    const results = runs.get(name)
    const rate = median(results.map((r) => r.requestsPerSecond))
    // Each run set against the bare app's run of the same round: the machine's pace drifts
    // (the same server served a third more in one round than in the next).
    const ratio = median(
      results.map((r, round) => r.requestsPerSecond / bare[round].requestsPerSecond),
    )
    const errors = results.reduce((sum, r) => sum + r.errors, 0)
    console.log(
      `| ${name} | ${(sizes[index] / 1024).toFixed(0)} | ${rate.toFixed(0)} | ` +
        `${ratio.toFixed(3)} | ${median(results.map((r) => r.p99)).toFixed(0)} | ` +
        `${results.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')} | ${errors} |`,
    )
  }
}
