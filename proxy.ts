import { NextResponse, type NextRequest } from 'next/server'
import { judgement } from '@/lib/content/gate'
import { gateIndex } from '@/lib/content/gate-index'
import { eventsCategoryPath } from '@/lib/site/routes'
import { OPEN_ADMIN_PATHS, SESSION_COOKIE, SIGN_IN_PATH } from '@/lib/admin/paths'

/**
 * Answers, before any rendering:
 * - a method other than GET or HEAD: 405;
 * - a path with broken percent-encoding (a stray '%'): 404, where Next would answer 500;
 * - event and update URLs, as lib/content/gate.ts decides: a wrong or missing slug or an old
 *   listing URL is a 308 to the canonical URL (one Location header: a redirect thrown while
 *   Next renders is sent with two, vercel/next.js#82117), and an id that is not published
 *   is the site's 404 page in full HTML (a 404 decided while Next renders such a page reaches
 *   the browser as an empty document that only JavaScript fills in);
 * - /fyi/dictionary/{letter}, /fyi/questions/{category} and /events/category/{slug}[/page/n]:
 *   the site's 404 page for a letter without entries, an unknown category or a page number
 *   past the events that have started (so no page is rendered or cached for them), and 308 from an
 *   upper-case letter to the lower-case one;
 * - /events?category=…: a 308 to that category's page.
 */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) {
    return admin(request)
  }
  // Pages and files here are only read; anything else is refused before routing (PUT on a
  // FAQ page answered 200 with the page). TRACE never gets here: Next fails it with a 500
  // while building the proxy's Request, so it needs a reverse proxy in front.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  }
  let segments: string[]
  try {
    segments = request.nextUrl.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return notFound(request)
  }
  const [section, ...rest] = segments
  if (section === 'events' && !rest.length) return oldCategoryLink(request)

  const decision = await gate(section, rest, request.cookies.has('__prerender_bypass'))
  if (decision?.action === 'not-found') return notFound(request)
  if (decision?.action === 'redirect') return redirect(request, decision.location)
  return NextResponse.next()
}

/**
 * What the gate says of a path, or undefined for paths it does not judge. When an index
 * cannot be read, everything renders and the pages 404 what they cannot find.
 */
async function gate(section: string | undefined, rest: string[], preview: boolean) {
  const judging = judgement(section, rest, preview)
  if (!judging) return undefined
  const indexes = await Promise.all(judging.kinds.map((kind) => gateIndex(kind)))
  return indexes.every((index) => index !== undefined) ? judging.decide(indexes) : undefined
}

/**
 * A quick first check for the admin area: a page requested without a session cookie goes to
 * the sign-in page with a real redirect. It decides nothing else: every admin page, route
 * handler and server action verifies the session and role itself (server actions are POSTs
 * and pass straight through).
 */
function admin(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (
    request.method === 'GET' &&
    !OPEN_ADMIN_PATHS.includes(pathname) &&
    !request.cookies.has(SESSION_COOKIE)
  ) {
    return NextResponse.redirect(new URL(SIGN_IN_PATH, request.url), 303)
  }
  return NextResponse.next()
}

/**
 * /events?category=Music, the showcase's filter before it had pages of its own: a 308 to
 * /events/category/music, so old links and bookmarks keep working. Any other query string
 * is left to the cached page, which ignores it.
 */
function oldCategoryLink(request: NextRequest) {
  const category = request.nextUrl.searchParams.get('category')?.trim()
  if (category === undefined) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.search = ''
  url.pathname = eventsCategoryPath(category || null)
  return NextResponse.redirect(url, 308)
}

/** No route matches this path, so the site's own 404 page renders, with status 404. */
function notFound(request: NextRequest) {
  return NextResponse.rewrite(new URL('/_proxy-not-found', request.url))
}

function redirect(request: NextRequest, location: string) {
  const url = request.nextUrl.clone()
  url.pathname = location
  return NextResponse.redirect(url, 308)
}

export const config = {
  matcher: [
    // Only paths with a '%' can be malformed; the rest of the site skips the proxy.
    '/((?!_next/|api/).*%.*)',
    '/admin',
    '/admin/:path*',
    // /events itself only with ?category= (the old filter links): the showcase is the most
    // visited page, and a request through the proxy costs about twice as much to serve.
    { source: '/events', has: [{ type: 'query', key: 'category' }] },
    '/events/:path+',
    '/updates/:path+',
    '/fyi/dictionary/:letter',
    '/fyi/questions/:category',
  ],
}
