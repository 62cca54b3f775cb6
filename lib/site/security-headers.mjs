// @ts-check
// .mjs: next.config.mjs imports it (for `headers()`), through no TypeScript step.
// The HTTP headers every response carries (next.config.mjs `headers()`): a Content-Security-
// Policy as strict as prerendered pages allow, and the usual hardening headers.
import { IMAGE_REMOTE_PATTERNS } from '../content/image-hosts.mjs'

/** Where the home page's video plays from (components/home/home-video.ts). */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

/**
 * Other origins are named by their host alone. A host source without a scheme allows only
 * the page's own scheme, or its upgrade to https: https in production, where HSTS keeps the
 * site. It also keeps ':' out of the public policy: Next reads a ':' in a header value as a
 * parameter of the route, and on every request to a route with parameters it parses and
 * compiles the value again.
 * @type {Record<string, string[]>}
 */
const POLICY = {
  'default-src': ["'self'"],
  // Prerendered pages carry Next's inline bootstrap scripts (the RSC payload in
  // self.__next_f.push), different on every page. A nonce would need every page rendered per
  // request, and a hash every page's scripts known to the header, so on public pages inline
  // scripts are allowed; no other origin is. Admin pages use a nonce instead (below).
  'script-src': ["'self'", "'unsafe-inline'"],
  // React writes style attributes (a picture's color:transparent) and the no-script header
  // carries one small <style>.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Pictures from the site and from the project's own bucket (a source's path limits it to
  // that folder of the host).
  'img-src': [
    "'self'",
    ...IMAGE_REMOTE_PATTERNS.map(({ hostname, pathname }) => hostname + pathname.slice(0, -2)),
  ],
  'font-src': ["'self'"],
  // The client router fetches the next page's payload from this origin only.
  'connect-src': ["'self'"],
  // The video plays in YouTube's privacy-enhanced player, loaded only when someone presses play.
  'frame-src': [new URL(VIDEO_ORIGIN).host],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy(policy = POLICY) {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')
}

/** Everything the site does not use, denied to the page and anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
  'browsing-topics',
]

/** @returns {{ key: string, value: string }[]} */
export function securityHeaders() {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
    // Browsers ignore it over plain http (localhost), and keep to https once they have seen it.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: DENIED_FEATURES.map((f) => `${f}=()`).join(', ') },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
}

/**
 * The admin area's Content-Security-Policy, set per request by proxy.ts: admin pages render
 * per request, so their inline scripts carry a fresh nonce and no other inline script runs.
 * It allows only what signing in needs besides: Firebase Authentication's endpoints (or the
 * Auth emulator's address in the demo and tests) and, where Google sign-in is on, Google's
 * sign-in window. No video frames, no other origin.
 * @param {{ nonce: string, authEmulatorHost?: string, authDomain?: string, google?: boolean,
 *   development?: boolean }} options
 */
export function adminContentSecurityPolicy({
  nonce,
  authEmulatorHost,
  authDomain,
  google = false,
  development = false,
}) {
  return contentSecurityPolicy({
    ...POLICY,
    'connect-src': [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...(authEmulatorHost ? [`http://${authEmulatorHost}`] : []),
    ],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...(google ? ['https://apis.google.com'] : []),
      // `next dev` evaluates code to rebuild call stacks; production never does.
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    // Google's sign-in runs in a window and a frame served from the project's auth domain.
    'frame-src': google && authDomain ? [`https://${authDomain}`] : ["'none'"],
  })
}

/**
 * The policy of an admin page answered to a form posted without JavaScript, with a session
 * cookie: Next runs no proxy.ts for those posts (their pictures must reach the action whole), so
 * no nonce is made. The page runs no script at all: it works as the plain HTML it is, and the
 * next page the editor opens has its nonce again.
 */
export const ADMIN_FORM_POST_POLICY = contentSecurityPolicy({
  ...POLICY,
  'script-src': ["'none'"],
  'frame-src': ["'none'"],
})

/**
 * next.config.mjs `headers()` rules for those posts, matched as proxy.ts's matcher leaves them
 * out: under /admin, a form's content type, the session cookie.
 * @returns {{ source: string, has: { type: 'header' | 'cookie', key: string, value?: string }[],
 *   headers: { key: string, value: string }[] }[]}
 */
export function adminFormPostHeaders() {
  const headers = [{ key: 'Content-Security-Policy', value: ADMIN_FORM_POST_POLICY }]
  return ['/admin', '/admin/:path*'].flatMap((source) =>
    ['multipart/form-data.*', 'application/x-www-form-urlencoded.*'].map((value) => ({
      source,
      has: [
        { type: /** @type {const} */ ('header'), key: 'content-type', value },
        { type: /** @type {const} */ ('cookie'), key: '__session' },
      ],
      headers,
    })),
  )
}

/**
 * The admin area's other headers: never stored by any cache, never indexed. Its
 * Content-Security-Policy comes from proxy.ts, with a nonce (adminFormPostHeaders otherwise).
 * @returns {{ key: string, value: string }[]}
 */
export function adminSecurityHeaders() {
  return [
    ...securityHeaders().filter(({ key }) => key !== 'Content-Security-Policy'),
    { key: 'Cache-Control', value: 'private, no-store' },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    // Editors' drafts and addresses never leak to sites they follow links to.
    { key: 'Referrer-Policy', value: 'same-origin' },
  ]
}
