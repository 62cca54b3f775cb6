import { NextResponse, type NextRequest } from 'next/server'

/**
 * A path with broken percent-encoding (a stray '%') cannot name any page. Next would answer
 * it with a 500 while decoding route parameters; answer it as the 404 it is instead.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return NextResponse.next()
  } catch {
    // No route matches this path, so the site's own 404 page renders, with status 404.
    return NextResponse.rewrite(new URL('/_not-found-malformed-url', request.url))
  }
}

export const config = {
  // Only paths that contain a '%' can be malformed; everything else skips the proxy.
  matcher: ['/((?!_next/|api/).*%.*)'],
}
