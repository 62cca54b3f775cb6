import { NextResponse, type NextRequest } from 'next/server'
import { lookupSlug, type SluggedCollection } from '@/lib/content/canonical-slugs'

const SLUGGED: Record<string, SluggedCollection> = { events: 'showcase', updates: 'updates' }

/** Paths under /updates that are not an update: the listing pages and the feeds. */
const UPDATES_RESERVED = new Set(['page', 'feed.xml', 'atom.xml'])
/** Paths under /events that are not an event: the subscription calendar. */
const EVENTS_RESERVED = new Set(['calendar.ics'])

/**
 * Answers, before any rendering:
 * - a path with broken percent-encoding (a stray '%'): 404, where Next would answer 500;
 * - /events/{slug}/{id} or /updates/{slug}/{id} with a wrong slug, and /events/{id} or
 *   /updates/{id} with none: 308 to the canonical URL (one Location header, one source of
 *   truth for slugs);
 * - the same URLs for an id that is not a published event or update: the site's 404 page,
 *   in full HTML (a 404 decided while Next renders such a page reaches the browser as an
 *   empty document that only JavaScript fills in);
 * - /fyi/dictionary/{LETTER}: 308 to the lower-case letter.
 * When the slugs cannot be read, everything goes on to the page, which decides.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  let segments: string[]
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return notFound(request)
  }

  const [section, first, second, ...rest] = segments
  const collection = section ? SLUGGED[section] : undefined
  const reserved =
    first !== undefined &&
    ((section === 'updates' && UPDATES_RESERVED.has(first)) ||
      (section === 'events' && EVENTS_RESERVED.has(first)))
  if (collection && first && !rest.length && !reserved) {
    const id = second ?? first
    const lookup = await lookupSlug(collection, id)
    if (lookup.loaded && lookup.slug === undefined) return notFound(request)
    if (lookup.loaded && lookup.slug && (second === undefined || first !== lookup.slug)) {
      return redirect(request, `/${section}/${lookup.slug}/${encodeURIComponent(id)}`)
    }
  }

  if (
    section === 'fyi' &&
    first === 'dictionary' &&
    second &&
    /^[A-Z]$/.test(second) &&
    !rest.length
  ) {
    return redirect(request, `/fyi/dictionary/${second.toLowerCase()}`)
  }

  return NextResponse.next()
}

/** No route matches this path, so the site's own 404 page renders, with status 404. */
function notFound(request: NextRequest) {
  return NextResponse.rewrite(new URL('/_proxy-not-found', request.url))
}

function redirect(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.redirect(url, 308)
}

export const config = {
  matcher: [
    // Only paths with a '%' can be malformed; the rest of the site skips the proxy.
    '/((?!_next/|api/).*%.*)',
    '/events/:first/:second?',
    '/updates/:first/:second?',
    '/fyi/dictionary/:letter',
  ],
}
