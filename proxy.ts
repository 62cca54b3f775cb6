import { NextResponse, type NextRequest } from 'next/server'
import { judgement } from '@/lib/gate/gate'
import { gateIndex } from '@/lib/gate/gate-index'
import { eventsCategoryPath } from '@/lib/site/routes'
import { OPEN_ADMIN_PATHS, SESSION_COOKIE, SIGN_IN_PATH } from '@/lib/admin/accounts/paths'
import { PREVIEW_COOKIE } from '@/lib/firebase/sessions'
import { previewerOf } from '@/lib/firebase/preview-proof'
import { adminContentSecurityPolicy } from '@/lib/site/security-headers.mjs'
import { isInternalHeader } from '@/lib/site/internal-headers'
import { isCanonicalPictureUrl } from '@/lib/content/image-hosts.mjs'
import { serverEnv } from '@/lib/site/env'

/**
 * Answers, before any rendering:
 * - a server action id that names a 'use cache' function: 404 (isCachedFunctionId below);
 * - Next's internal headers from outside (lib/site/internal-headers.ts): 400. Next itself
 *   skips this file when x-prerender-revalidate holds the build's draft-mode value, and would
 *   render the page again: next.config.mjs sends that to a 400 of its own;
 * - the image optimiser asked for a picture by an address other than the site's own for it
 *   (lib/content/image-hosts.mjs): 400, so each picture is resized and stored a bounded number
 *   of times; the addresses the site writes skip this file (config below);
 * - a post to a server action outside /admin, and one under /admin without a session
 *   cookie: 405 and 401, with at most proxyClientMaxBodySize of the body read (next.config);
 * - admin pages: a nonce-based Content-Security-Policy (lib/site/security-headers.mjs);
 * - a method other than GET or HEAD: 405;
 * - a path with broken percent-encoding (a stray '%'): 404, where Next would answer 500;
 * - event and update URLs, as lib/gate/gate.ts decides: a wrong or missing slug or an old
 *   listing URL is a 308 to the canonical URL (one Location header: a redirect thrown while
 *   Next renders is sent with two, vercel/next.js#82117), and an id that is not published
 *   is the site's 404 page in full HTML (a 404 decided while Next renders such a page reaches
 *   the browser as an empty document that only JavaScript fills in);
 * - /fyi/dictionary/{letter}, /fyi/questions/{category} and /events/category/{slug}[/page/n]:
 *   the site's 404 page for a letter without entries, an unknown category or a page number
 *   past the events that have started (so no page is rendered or cached for them), and 308 from an
 *   upper-case letter to the lower-case one;
 * - /events/free, /events/access/{feature} and /venues/{slug}: the site's 404 page for a filter
 *   no event has and an unknown venue;
 * - /events/month/{yyyy}/{mm}: the site's 404 page for a month in which no event runs, and a
 *   308 to it from /events/{yyyy}/{mm};
 * - /events?category=…: a 308 to that category's page.
 */
export async function proxy(request: NextRequest) {
  if ([...request.headers.keys()].some(isInternalHeader)) {
    return new NextResponse(null, { status: 400, headers: NO_STORE })
  }
  if (isCachedFunctionId(request.headers.get('next-action'))) {
    return new NextResponse(null, { status: 404, headers: NO_STORE })
  }
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) {
    return admin(request)
  }
  // Pages and files here are only read; anything else is refused before routing (PUT on a
  // FAQ page answered 200 with the page). TRACE never gets here: Next fails it with a 500
  // while building the proxy's Request, so it needs a reverse proxy in front.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD', ...NO_STORE } })
  }
  if (request.nextUrl.pathname === '/_next/image') return optimisedPicture(request)
  let segments: string[]
  try {
    segments = request.nextUrl.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return notFound(request)
  }
  const [section, ...rest] = segments
  // Next's own error and not-found documents, which it also serves at these paths.
  if (section === '_global-error' || section === '_not-found') return notFound(request)
  if (section === 'events' && !rest.length) return oldCategoryLink(request)

  const decision = await gate(section, rest, await isPreview(request))
  if (decision?.action === 'not-found') return notFound(request)
  if (decision?.action === 'redirect') return redirect(request, decision.location)
  return NextResponse.next()
}

/**
 * Next 16 registers every 'use cache' function as a server reference too, so a POST naming its
 * id with Next-Action would run that read for anyone and send back its result (the media
 * library with editors' e-mail addresses, embargoed news). Such an id's first byte has its top
 * bit set (extractInfoFromServerReferenceId in next/dist/shared/lib/server-reference-info.js):
 * the first hex digit is 8 to f. The site's own actions are mutations, all below 8.
 * Checked on Next 16.4.6; no upstream issue found. test/proxy.test.ts compares this rule with
 * Next's decoder, and e2e/admin/actions.spec.ts posts every cached id of the build.
 */
function isCachedFunctionId(id: string | null): boolean {
  return id !== null && /^[89a-f]/i.test(id)
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
 * A request to the image optimiser passes only for one picture, named as the site names it;
 * the optimiser itself then checks the width and quality (next.config.mjs).
 */
function optimisedPicture(request: NextRequest) {
  const [url, ...more] = request.nextUrl.searchParams.getAll('url')
  if (url !== undefined && !more.length && isCanonicalPictureUrl(url)) return NextResponse.next()
  return new NextResponse(null, { status: 400, headers: NO_STORE })
}

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * Whether this request is an editor's preview, for the gate: Next's draft-mode cookie and the
 * editor's own proof, verified (lib/firebase/preview-proof.ts). Anyone can send the first.
 */
async function isPreview(request: NextRequest): Promise<boolean> {
  if (!request.cookies.has('__prerender_bypass')) return false
  return (await previewerOf(request.cookies.get(PREVIEW_COOKIE)?.value)) !== null
}

/**
 * A quick first check for the admin area, and its Content-Security-Policy. A page requested
 * without a session cookie goes to the sign-in page with a real redirect; a post without one
 * (a server action, a form) is refused before its body is read on. It decides nothing else:
 * every admin page, route handler and server action verifies the session and role itself.
 * Posts of forms and server actions with a session cookie never come here (config below), so
 * their bodies reach the action whole; nor does anything sent to /admin/uploads, which checks
 * the session itself before reading the file it is sent.
 */
function admin(request: NextRequest) {
  const { pathname } = request.nextUrl
  const open = OPEN_ADMIN_PATHS.includes(pathname)
  if (!open && !request.cookies.has(SESSION_COOKIE)) {
    if (request.method === 'GET' || request.method === 'HEAD') {
      return NextResponse.redirect(new URL(SIGN_IN_PATH, request.url), 303)
    }
    return new NextResponse('Sign in first.', { status: 401, headers: NO_STORE })
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const env = serverEnv()
  const policy = adminContentSecurityPolicy({
    nonce,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.projectId}.firebaseapp.com`,
    google: env.ADMIN_GOOGLE_SIGN_IN === '1',
    development: process.env.NODE_ENV === 'development',
  })
  // Next reads the nonce from the request's policy and gives it to its own scripts.
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
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

// Written out: Next reads this object when it builds, without running any code.
// A POST is a server action to Next by its Next-Action header, or by a form's content type.
export const config = {
  matcher: [
    // A server action id of a 'use cache' function (isCachedFunctionId), on every path, whatever
    // the cookies: the entries below let admin actions with a session skip this file, and Next
    // runs it when any entry matches. Next anchors the value with ^ and $.
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'next-action', value: '[89a-fA-F][\\s\\S]*' }],
    },
    // Only paths with a '%' can be malformed; the rest of the site skips the proxy.
    '/((?!_next/|api/).*%.*)',
    // The admin area, except forms and server actions posted with a session cookie, and the
    // upload route (app/admin/uploads/route.ts), which checks the session itself before it
    // reads a byte: through this file its body would reach it cut at proxyClientMaxBodySize.
    {
      source: '/admin/:path((?!uploads$).*)?',
      missing: [
        { type: 'header', key: 'next-action' },
        { type: 'header', key: 'content-type', value: 'multipart/form-data.*' },
        { type: 'header', key: 'content-type', value: 'application/x-www-form-urlencoded.*' },
      ],
    },
    {
      source: '/admin/:path*',
      has: [{ type: 'header', key: 'next-action' }],
      missing: [{ type: 'cookie', key: '__session' }],
    },
    {
      source: '/admin/:path*',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
      missing: [{ type: 'cookie', key: '__session' }],
    },
    {
      source: '/admin/:path*',
      has: [{ type: 'header', key: 'content-type', value: 'application/x-www-form-urlencoded.*' }],
      missing: [{ type: 'cookie', key: '__session' }],
    },
    // Server actions and form posts anywhere else, and Next's internal headers anywhere.
    { source: '/((?!admin(?:/|$)).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!admin(?:/|$)).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    {
      source: '/((?!admin(?:/|$)).*)',
      has: [{ type: 'header', key: 'content-type', value: 'application/x-www-form-urlencoded.*' }],
    },
    // Next's internal headers on any path: the ones Next acts on, or once did. Wherever this
    // file runs it refuses more (lib/site/internal-headers.ts). Next 16 deletes
    // x-now-route-matches, x-matched-path and most x-middleware-* as the request arrives, before
    // this matcher or any page sees them, so those entries match only on other versions.
    { source: '/:path*', has: [{ type: 'header', key: 'x-prerender-revalidate' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-prerender-revalidate-if-generated' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-middleware-subrequest' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-middleware-prefetch' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-invoke-path' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-invoke-query' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-invoke-status' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-now-route-matches' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-matched-path' }] },
    // The image optimiser, for any `url` but the three shapes the site writes: a picture
    // folder's file, a download URL with its token, a public object (lib/content/image-hosts.mjs
    // holds the rules; this is narrower, so never looser). Next anchors the value with ^ and $;
    // [\s\S] lets no line break end the match early. One literal: Next reads it at build.
    {
      source: '/_next/image',
      has: [
        {
          type: 'query',
          key: 'url',
          value:
            '(?!(?:/(?:demo|images|uploads)(?:/[\\w-][\\w.-]*)+|https://firebasestorage\\.googleapis\\.com/v0/b/[\\w-][\\w.-]*/o/[\\w-][\\w.-]*(?:%2F[\\w-][\\w.-]*)*\\?alt=media&token=[\\da-f]{8}-[\\da-f]{4}-[\\da-f]{4}-[\\da-f]{4}-[\\da-f]{12}|https://storage\\.googleapis\\.com/[\\w-][\\w.-]*(?:/[\\w-][\\w.-]*)+)$)[\\s\\S]*',
        },
      ],
    },
    '/_global-error',
    '/_not-found',
    // /events itself only with ?category= (the old filter links): the showcase is the most
    // visited page, and a request through the proxy costs about twice as much to serve.
    { source: '/events', has: [{ type: 'query', key: 'category' }] },
    '/events/:path+',
    '/updates/:path+',
    '/venues/:path+',
    '/fyi/dictionary/:letter',
    '/fyi/questions/:category',
  ],
}
