/**
 * @jest-environment node
 */
// Three places know the public URLs: the route folders under app/(site)/, the proxy's matcher
// (proxy.ts) and the gate's own routes (lib/gate/gate.ts). Nothing else ties them: a new
// app/(site)/events/today/page.tsx builds and passes its own tests, yet the proxy runs for
// /events/:path+ and the gate takes 'today' for an event id it does not know, so the page
// answers 404. Here every route found in the folders is asked of the proxy as Next calls it,
// with indexes that hold the samples: a path the proxy runs for must pass through to its page.
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { NextRequest } from 'next/server'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import type { IndexKind, SlugIndex } from '@/lib/gate/gate'
import { PICTURE_CROP_FILES } from '@/lib/content/picture-crops'
import { FILTERS } from '@/lib/events/facts'
import { ACCESS_FEATURE_SLUGS } from '@/lib/events/access-features'
import { NEXT_7_DAYS_PATH } from '@/lib/events/by-date'
import { config, proxy } from '@/proxy'

const SITE_ROUTES = resolve(__dirname, '..', 'app', '(site)')

/**
 * The indexes of a site with plenty of everything: a thousand documents of each kind (one of
 * them ANY, at slug ANY), ANY as letter, category and venue, every filter, one month, and 99
 * pages of 'Previous' events everywhere.
 */
const ANY = 'x'
const MONTH = { year: '2026', month: '12' }
function indexOf(kind: IndexKind): SlugIndex {
  switch (kind) {
    case 'eventFilters':
      return new Map(FILTERS.map(({ slug }) => [slug, slug]))
    case 'eventMonths':
      return new Map([[`${MONTH.year}/${MONTH.month}`, '']])
    case 'previousPages':
      return new Map([
        ['', '99'],
        [ANY, '99'],
      ])
    default:
      return new Map(
        Array.from({ length: 1000 }, (_, i): [string, string] =>
          i ? [`d${i}`, `s${i}`] : [ANY, ANY],
        ),
      )
  }
}

jest.mock('@/lib/gate/gate-index', () => ({
  gateIndex: async (kind: IndexKind) => indexOf(kind),
}))

/**
 * A value for each dynamic segment, by its name, in the form its gate accepts; any other
 * segment is ANY, which the documents', letters', categories' and venues' indexes hold.
 */
const SAMPLES: Record<string, string> = {
  picture: PICTURE_CROP_FILES[0]!,
  ...MONTH,
  page: '2',
  feature: ACCESS_FEATURE_SLUGS[0]!,
  filters: FILTERS.slice(0, 2)
    .map((filter) => filter.slug)
    .join('+'),
  range: NEXT_7_DAYS_PATH.split('/').at(-1)!,
}

/** The URL path of each page and route handler under `dir`, dynamic segments filled in. */
function routePaths(dir: string, segments: string[] = []): string[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const here = entries.some((e) => e.isFile() && /^(page|route)\.(tsx?|jsx?|mdx)$/.test(e.name))
  const below = entries
    .filter((entry) => entry.isDirectory() && !/^[_@]/.test(entry.name))
    .flatMap((entry) => routePaths(join(dir, entry.name), [...segments, segment(entry.name)]))
  return here ? [`/${segments.filter(Boolean).join('/')}`, ...below] : below
}

/** A folder's part of the URL: none for a route group, a sample for a dynamic segment. */
function segment(folder: string): string {
  if (/^\(.*\)$/.test(folder)) return ''
  const dynamic = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(folder)
  return dynamic ? (SAMPLES[dynamic[1]!] ?? ANY) : folder
}

/** What the proxy does with a GET of `path`, in words; 'passes' when the page is reached. */
async function proxyAnswer(path: string): Promise<string> {
  if (!unstable_doesMiddlewareMatch({ config, url: path })) return 'passes'
  const response = await proxy(new NextRequest(`http://localhost:3000${path}`))
  if (response.headers.get('x-middleware-next') === '1') return 'passes'
  const rewrite = response.headers.get('x-middleware-rewrite')
  const to = rewrite && new URL(rewrite).pathname
  if (to) return to === '/_proxy-not-found' ? 'answers 404' : `is rewritten to ${to}`
  return `answers ${response.status} ${response.headers.get('location') ?? ''}`.trim()
}

const paths = routePaths(SITE_ROUTES)

describe('the route folders, the proxy matcher and the gate', () => {
  it('find the site’s routes in app/(site)/', () => {
    expect(paths).toContain('/')
    expect(paths).toContain(`/events/${ANY}/${ANY}`)
  })

  // A failure names the path: add its static segment to the gate's own routes (OWN_ROUTES in
  // lib/gate/gate.ts) or give it a judgement there, or keep it out of proxy.ts's matcher.
  it.each(paths)('let %s through to its page', async (path) => {
    expect(`${path} ${await proxyAnswer(path)}`).toBe(`${path} passes`)
  })
})
