// `npm run bench -- --next-features`: what the Next features the site is configured with, and
// its routes, cost a cached request, apart from the site's own code. A bare app with one page
// (the text of the measured page, as large, at /: the same twin as in the main table) is built
// six times, each with one more of the site's features than the one before
// (./bare-next-app.mjs takes them from the site's next.config.mjs, proxy.ts and build), the
// last with every route of the site and the twin at the page's own URL. They are measured side
// by side with the site's page, served by `next start` and by the site's own server. Every
// bare app has rendered a route and a page, as a site whose pages regenerate has
// (serveBareApp); the site renders its own. The lines take turns over several rounds, and each
// figure is the median of its rounds: on this machine one 10 s run of the same server varied
// by a third.
//   npm run bench -- --next-features [--page home|events|event|updates]
import { join } from 'node:path'
import { buildBareApp, paramsOf, serveBareApp, siteRoutes, twinText } from './bare-next-app.mjs'
import { freePort, start, waitForHttp } from './processes.mjs'
import { median, warmUp, wrk, WRK_THREADS } from './wrk.mjs'

/**
 * Requests to Next say they have passed the site's gate (lib/content/gate-now.ts
 * GATE_PASSED_HEADER), as the site's own server says of a page the gate lets through, so that
 * Next skips the proxy for it under `next start` too. The site's own server gets requests as a
 * visitor sends them, and judges each itself.
 */
const PASSED_GATE = { 'x-site-gate': '1' }

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
const ROUTES_STEP = "+ the site's routes, the page at its own URL"

/**
 * @param {{ root: string, env: Record<string, string>, distDir: string, siteBase: string,
 *   path: string, html: string, connections: number, seconds: number, rounds: number }} options
 *   `siteBase`: the site's own server, running the build in `distDir` that `env` describes;
 *   `path` and `html`: the page measured.
 */
export async function benchNextFeatures({
  root,
  env,
  distDir,
  siteBase,
  path,
  html,
  connections,
  seconds,
  rounds,
}) {
  const text = twinText(html)
  const routes = siteRoutes(join(root, distDir))
  const route = appPathOf(routes.pages, path)
  /** @type {[string, import('./bare-next-app.mjs').SiteFeatures, string][]} */
  const steps = [
    ...STEPS.map(([name, features]) => [name, features, '']),
    [ROUTES_STEP, { ...STEPS[STEPS.length - 1][1], routes }, route.slice(1)],
  ]
  /** @type {{ name: string, url: string, visitor?: boolean }[]} */
  const targets = []
  for (const [index, [name, features, at]] of steps.entries()) {
    console.log(`[bench] building a bare Next app: ${name}`)
    const dir = join(root, `.next-bench-features-${index}`)
    await buildBareApp(dir, { pages: { [at]: text }, features })
    const base = await serveBareApp(dir, { rendered: true })
    targets.push({ name, url: at ? `${base}${path}` : `${base}/` })
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
  targets.push({ name: 'the site, `next start`', url: `${nextStart}${path}` })
  targets.push({ name: 'the site, its own server', url: `${siteBase}${path}`, visitor: true })

  /** @type {Map<string, { requestsPerSecond: number, p99: number, errors: number }[]>} */
  const runs = new Map()
  for (let round = 1; round <= rounds; round++) {
    for (const { name, url, visitor } of targets) {
      const headers = visitor ? {} : PASSED_GATE
      await warmUp(url, { connections, headers })
      const result = await wrk(url, { connections, seconds, headers })
      runs.set(name, [...(runs.get(name) ?? []), result])
      console.log(`[bench] round ${round} ${name}: ${result.requestsPerSecond.toFixed(0)} req/s`)
    }
  }
  const sizes = await Promise.all(
    targets.map(async ({ url }) => Buffer.byteLength(await (await fetch(url)).text())),
  )
  printFeatures({ path, targets, runs, sizes, connections, seconds, rounds })
}

/** The app path of the page at `path`: a static one if there is one, else the dynamic one. */
function appPathOf(pages, path) {
  const matching = pages.filter((page) => paramsOf(page, path))
  const byStaticness = (page) => (page.match(/\[/g) ?? []).length
  const [route] = matching.sort((a, b) => byStaticness(a) - byStaticness(b))
  if (!route) throw new Error(`no page of the site's build is at ${path}`)
  return route
}

function printFeatures({ path, targets, runs, sizes, connections, seconds, rounds }) {
  const threads = `${WRK_THREADS} thread${WRK_THREADS === 1 ? '' : 's'}`
  console.log(
    `\n## npm run bench -- --next-features: ${path}, wrk, ${threads}, ${connections} ` +
      `connections, ${seconds} s per run, median of ${rounds} rounds\n`,
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
