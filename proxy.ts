import { NextResponse, type NextRequest } from 'next/server'
import { decide, type GatedKind } from '@/lib/content/gate'
import { proxySlugIndex } from '@/lib/content/proxy-slug-index'

const GATED: Record<string, GatedKind> = { events: 'events', updates: 'updates' }

/**
 * Answers, before any rendering:
 * - a path with broken percent-encoding (a stray '%'): 404, where Next would answer 500;
 * - event and update URLs, as lib/content/gate.ts decides: a wrong or missing slug or an old
 *   listing URL is a 308 to the canonical URL (one Location header: a redirect thrown while
 *   Next renders is sent with two, vercel/next.js#82117), and an id that is not published
 *   is the site's 404 page in full HTML (a 404 decided while Next renders such a page reaches
 *   the browser as an empty document that only JavaScript fills in);
 * - /fyi/dictionary/{LETTER}: 308 to the lower-case letter.
 * When the slug index cannot be read, everything goes on to the pages, which 404 what they
 * cannot find.
 */
export async function proxy(request: NextRequest) {
  let segments: string[]
  try {
    segments = request.nextUrl.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return notFound(request)
  }
  const [section, ...rest] = segments

  const kind = section ? GATED[section] : undefined
  if (kind && rest.length) {
    const index = await proxySlugIndex(kind)
    const decision = index ? decide(kind, rest, index) : { action: 'render' as const }
    if (decision.action === 'not-found') return notFound(request)
    if (decision.action === 'redirect') return redirect(request, decision.location)
  }

  const [folder, letter, ...more] = rest
  if (
    section === 'fyi' &&
    folder === 'dictionary' &&
    letter &&
    /^[A-Z]$/.test(letter) &&
    !more.length
  ) {
    return redirect(request, `/fyi/dictionary/${letter.toLowerCase()}`)
  }

  return NextResponse.next()
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
    '/events/:path+',
    '/updates/:path+',
    '/fyi/dictionary/:letter',
  ],
}
