// The HTTP headers every response carries (next.config.mjs `headers()`): a Content-Security-
// Policy as strict as prerendered pages allow, and the usual hardening headers. Plain
// JavaScript so that next.config.mjs can import it.
import { IMAGE_REMOTE_PATTERNS } from '../content/image-hosts.mjs'

/** Where the home page's video plays from (components/home/home-video.ts). */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

/** @type {Record<string, string[]>} */
const POLICY = {
  'default-src': ["'self'"],
  // Prerendered pages carry Next's inline bootstrap scripts (the RSC payload in
  // self.__next_f.push). A nonce would need every page rendered per request, which the site
  // does not do, so inline scripts are allowed; no other origin is.
  'script-src': ["'self'", "'unsafe-inline'"],
  // React writes style attributes (a picture's color:transparent) and the no-script header
  // carries one small <style>.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Pictures from the site and from the Cloud Storage hosts that content may use.
  'img-src': [
    "'self'",
    ...IMAGE_REMOTE_PATTERNS.map(({ protocol, hostname }) => `${protocol}://${hostname}`),
  ],
  'font-src': ["'self'"],
  // The client router fetches the next page's payload from this origin only.
  'connect-src': ["'self'"],
  // The video plays in YouTube's privacy-enhanced player, loaded only when someone presses play.
  'frame-src': [VIDEO_ORIGIN],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy() {
  return Object.entries(POLICY)
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
