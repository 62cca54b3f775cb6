// Where images may come from besides public/: the Cloud Storage hosts. next.config.mjs gives
// these to next/image, and the content schemas accept image URLs only on them, so an image
// that passes validation is one the site can actually serve.
/** @type {{ protocol: 'https', hostname: string }[]} */
export const IMAGE_REMOTE_PATTERNS = [
  { protocol: 'https', hostname: 'firebasestorage.googleapis.com' },
  { protocol: 'https', hostname: 'storage.googleapis.com' },
  { protocol: 'https', hostname: '*.firebasestorage.app' },
]

/**
 * Whether next/image may load `url` (an absolute URL) under IMAGE_REMOTE_PATTERNS.
 * @param {URL} url
 * @returns {boolean}
 */
export function isAllowedImageUrl(url) {
  return IMAGE_REMOTE_PATTERNS.some(
    ({ protocol, hostname }) =>
      url.protocol === `${protocol}:` &&
      (hostname.startsWith('*.')
        ? url.hostname.endsWith(hostname.slice(1))
        : url.hostname === hostname),
  )
}
