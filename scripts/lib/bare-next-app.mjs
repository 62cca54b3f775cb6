// A bare Next 16 app for the benchmarks (npm run bench): prerendered pages of given text and
// nothing else, built and served with `next start` as the site is. Optionally with some of
// the site's own Next configuration, taken from its next.config.mjs and proxy.ts rather than
// copied, so that what those cost a cached request can be measured apart from the site's code.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, run, start, waitForHttp } from './processes.mjs'

const ROOT = new URL('../../', import.meta.url).pathname
const ENV = { NEXT_TELEMETRY_DISABLED: '1' }

/**
 * The site's Next features a bare app can take on:
 * - cacheComponents: `cacheComponents` with the site's `partialPrefetching` and `cacheLife`
 *   (the caching model of 'use cache', cacheTag and cacheLife);
 * - cacheHandler: the site's page cache (lib/cache-handlers/file-system.mjs, without REDIS_URL);
 * - headers: the site's `headers()` (security headers, Cache-Control);
 * - proxy: a proxy.js that lets every request through, with proxy.ts's matchers;
 * - routes: every route of the site (siteRoutes), each page a paragraph and each route handler
 *   an empty response, prerendered for the same params as the site's.
 * @typedef {{ cacheComponents?: boolean, cacheHandler?: boolean, headers?: boolean,
 *   proxy?: boolean, routes?: SiteRoutes }} SiteFeatures
 */

/**
 * The routes of a build of the site: `pages` and `handlers` are its app paths ('/events/[slug]/[id]'),
 * `params` the params each dynamic page was prerendered for.
 * @typedef {{ pages: string[], handlers: string[],
 *   params: Record<string, Record<string, string>[]> }} SiteRoutes
 */

/**
 * Writes and builds the app in `dir` (inside the project, so that it finds its packages).
 * `pages` maps a path ('' for the root) to the text of its one paragraph. The app also has
 * /rendered and /rendered-page, a route and a page Next renders on every request (see
 * serveBareApp).
 * @param {string} dir
 * @param {{ pages: Record<string, string>, features?: SiteFeatures }} options
 */
export async function buildBareApp(dir, { pages, features = {} }) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'app', 'rendered'), { recursive: true })
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    'export default function Layout({ children }) {\n' +
      '  return <html lang="en"><body>{children}</body></html>\n}\n',
  )
  const routes = features.routes ?? { pages: [], handlers: [], params: {} }
  const texts = {
    ...Object.fromEntries(routes.pages.map((page) => [page.slice(1), page])),
    ...pages,
  }
  for (const [path, text] of Object.entries(texts)) {
    mkdirSync(join(dir, 'app', path), { recursive: true })
    const params = routes.params[`/${path}`]
    writeFileSync(
      join(dir, 'app', path, 'page.jsx'),
      (params
        ? `export function generateStaticParams() {\n  return ${JSON.stringify(params)}\n}\n`
        : '') +
        `export default function Page() {\n  return <main><p>{${JSON.stringify(text)}}</p></main>\n}\n`,
    )
  }
  for (const handler of routes.handlers) {
    mkdirSync(join(dir, 'app', handler), { recursive: true })
    writeFileSync(
      join(dir, 'app', handler, 'route.js'),
      "export function GET() {\n  return new Response('')\n}\n",
    )
  }
  // connection() makes both render on every request, with cacheComponents on or off.
  writeFileSync(
    join(dir, 'app', 'rendered', 'route.js'),
    "import { connection } from 'next/server'\n" +
      "export async function GET() {\n  await connection()\n  return new Response('rendered')\n}\n",
  )
  mkdirSync(join(dir, 'app', 'rendered-page'))
  writeFileSync(
    join(dir, 'app', 'rendered-page', 'page.jsx'),
    "import { Suspense } from 'react'\nimport { connection } from 'next/server'\n" +
      'async function Now() {\n  await connection()\n  return <p>{Date.now()}</p>\n}\n' +
      'export default function Page() {\n' +
      '  return <Suspense fallback={null}><Now /></Suspense>\n}\n',
  )
  writeFileSync(join(dir, 'next.config.mjs'), configSource(features))
  if (features.proxy) writeFileSync(join(dir, 'proxy.js'), proxySource())
  await run('npx', ['next', 'build', dir], { env: ENV, stdio: ['ignore', 'ignore', 'inherit'] })
}

/**
 * `next start` on the app built in `dir`, once `readyPath` answers; with `rendered`, after it
 * has rendered a route handler (/rendered) and a page (/rendered-page), as a site whose pages
 * regenerate has. Next renders inside AsyncLocalStorage stores and Node 20 keeps each store it
 * has entered enabled, running its hook on every promise of every request from then on: a
 * route handler enabled 3 stores here, a page 2 more (the site's server counts 8, its own
 * request ids one of them). A server that only ever sends prerendered pages runs none.
 * @returns {Promise<string>} the base URL
 */
export async function serveBareApp(dir, { readyPath = '/', rendered = false } = {}) {
  const port = await freePort()
  start('npx', ['next', 'start', dir, '-p', String(port)], { env: ENV, stdio: 'ignore' })
  const base = `http://127.0.0.1:${port}`
  await waitForHttp(`${base}${readyPath}`)
  for (const path of rendered ? ['/rendered', '/rendered-page'] : []) {
    const response = await fetch(`${base}${path}`)
    if (!response.ok) throw new Error(`the bare app's ${path} answered ${response.status}`)
  }
  return base
}

/**
 * The text of a page, repeated to the length at which a bare page of it is as large as the
 * page: the text is sent twice, in the HTML and in the RSC payload, as the site's content is,
 * and of the same characters, as wide as the page's (sameWidth).
 * @param {string} html
 */
export function twinText(html) {
  const bytes = Math.max(1, Math.round((Buffer.byteLength(html) - 3000) / 2))
  const text = sameWidth(textOf(html), html)
  const repeated = `${text} `.repeat(Math.ceil(bytes / Math.max(1, Buffer.byteLength(text))))
  return Buffer.from(repeated)
    .subarray(0, bytes)
    .toString()
    .replace(/\uFFFD+$/, '')
}

/**
 * The text in characters as wide as the page's, as a JavaScript string holds them. Next
 * measures and Node writes a page holding one character beyond Latin-1 (an apostrophe in a
 * script, say) far more slowly than a page of ASCII, as the site sends its pages
 * (lib/cache-handlers/ascii-html.mjs): a twin of ASCII for a page of ASCII, and for any
 * other page a twin with its widest character.
 */
function sameWidth(text, html) {
  if (!/[^\x00-\x7f]/.test(html)) return text.replace(/[^\x00-\x7f]/g, '')
  const wide = /[^\x00-\xff]/u.exec(html)?.[0]
  return wide && !/[^\x00-\xff]/.test(text) ? `${wide} ${text}` : text
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' }

/** The words a page shows, without its markup and scripts. */
function textOf(html) {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name) =>
      name[0] === '#'
        ? String.fromCodePoint(Number(name[1] === 'x' ? `0${name.slice(1)}` : name.slice(1)))
        : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim()
}

/** @param {SiteFeatures} features */
function configSource(features) {
  const picked = [
    ...(features.cacheComponents ? ['cacheComponents', 'partialPrefetching', 'cacheLife'] : []),
    // The page cache gives each page its ETag, in place of Next's hash on every request.
    ...(features.cacheHandler ? ['cacheHandler', 'generateEtags'] : []),
    ...(features.headers ? ['headers'] : []),
  ]
  if (!picked.length) return 'export default { poweredByHeader: false }\n'
  // The server phase: the build phase of the site's config asks for the site's own SITE_URL.
  return (
    `import siteConfig from ${JSON.stringify(join(ROOT, 'next.config.mjs'))}\n` +
    "const site = siteConfig('phase-production-server')\n" +
    `const { ${picked.join(', ')} } = site\n` +
    `export default { poweredByHeader: false, ${picked.join(', ')} }\n`
  )
}

/** A proxy that lets everything through, with the site's matchers (Next reads them as written). */
function proxySource() {
  const source = readFileSync(join(ROOT, 'proxy.ts'), 'utf8')
  const config = /^export const config = \{[\s\S]*?^\}$/m.exec(source)?.[0]
  if (!config) throw new Error('proxy.ts has no `export const config = {...}` block')
  return (
    "import { NextResponse } from 'next/server'\n" +
    'export function proxy() {\n  return NextResponse.next()\n}\n' +
    `${config}\n`
  )
}

/**
 * The routes of the site's build in the directory `dist`, as SiteRoutes:
 * its pages and route handlers, and the params of each dynamic page the build prerendered.
 * The params matter to Next's routing: for a page prerendered with params it adds a dynamic
 * route for each value of the first (/events/front-room-festival/[id]: a shell for that slug's
 * events), and matches requests for dynamic pages against those routes too.
 * @param {string} dist
 * @returns {SiteRoutes}
 */
export function siteRoutes(dist) {
  const read = (name) => JSON.parse(readFileSync(join(dist, name), 'utf8'))
  const entries = Object.entries(read('app-path-routes-manifest.json'))
    // Next's own pages, which every app has.
    .filter(([, path]) => !/^\/_(not-found|global-error)$/.test(path))
  const pages = entries.filter(([entry]) => entry.endsWith('/page')).map(([, path]) => path)
  const handlers = entries.filter(([entry]) => entry.endsWith('/route')).map(([, path]) => path)
  /** @type {Record<string, Record<string, string>[]>} */
  const params = {}
  for (const [path, { srcRoute }] of Object.entries(read('prerender-manifest.json').routes)) {
    const found = srcRoute && pages.includes(srcRoute) ? paramsOf(srcRoute, path) : undefined
    if (found && Object.keys(found).length) (params[srcRoute] ??= []).push(found)
  }
  return { pages, handlers, params }
}

/**
 * The params of `path` for the app path `route` ('/events/[slug]/[id]'), or undefined when
 * it does not match. Only single dynamic segments: the site has no catch-all.
 * @param {string} route
 * @param {string} path
 * @returns {Record<string, string> | undefined}
 */
export function paramsOf(route, path) {
  const names = route.split('/')
  const values = path.split('/')
  if (names.length !== values.length) return undefined
  /** @type {Record<string, string>} */
  const params = {}
  for (const [index, name] of names.entries()) {
    const dynamic = /^\[([^.[\]]+)\]$/.exec(name)
    if (dynamic) params[dynamic[1]] = decodeURIComponent(values[index])
    else if (name !== values[index]) return undefined
  }
  return params
}
