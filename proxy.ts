import { NextResponse, type NextRequest } from 'next/server'
import { canonicalSlug, type SluggedCollection } from '@/lib/data/canonical-slugs'

const SLUGGED: Record<string, SluggedCollection> = { events: 'showcase', updates: 'updates' }

/**
 * Answers, before any rendering:
 * - a path with broken percent-encoding (a stray '%'): 404, where Next would answer 500;
 * - /events/{slug}/{id} or /updates/{slug}/{id} with a wrong slug, and /events/{id} or
 *   /updates/{id} with none: 308 to the canonical URL;
 * - /fyi/dictionary/{LETTER}: 308 to the lower-case letter.
 * Anything else, including ids it does not know, goes on to the page, which decides 404.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  let segments: string[]
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    // No route matches this path, so the site's own 404 page renders, with status 404.
    return NextResponse.rewrite(new URL('/_not-found-malformed-url', request.url))
  }

  const [section, first, second, ...rest] = segments
  const collection = section ? SLUGGED[section] : undefined
  if (collection && first && rest.length === 0) {
    const id = second ?? first
    const slug = await canonicalSlug(collection, id)
    if (slug && (second === undefined || first !== slug)) {
      return redirect(request, `/${section}/${slug}/${encodeURIComponent(id)}`)
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
