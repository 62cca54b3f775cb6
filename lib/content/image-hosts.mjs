// Where images may come from: two folders of public/, the demo's and the tests' uploads
// (/uploads/, served only when LOCAL_UPLOADS_DIR is set) and the Cloud Storage hosts.
// next.config.mjs gives these to the image optimiser, which answers 400 for anything else,
// and the content schemas accept image URLs only there, so an image that passes validation
// is one the site can actually serve.

/** The folders of public/ that hold pictures. */
const IMAGE_FOLDERS = ['/demo/', '/images/', '/uploads/']

/** @type {{ pathname: string }[]} */
export const IMAGE_LOCAL_PATTERNS = IMAGE_FOLDERS.map((folder) => ({ pathname: `${folder}**` }))

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

const SITE = 'https://site.invalid'

/**
 * Whether `value` is a path on this site. Browsers read a backslash as a slash and drop tabs
 * and newlines, so `/\evil.example/x` leads to another host: the test is where the browser
 * would go, not how the string begins.
 * @param {string} value
 * @returns {boolean}
 */
export function isSitePath(value) {
  if (!value.startsWith('/')) return false
  try {
    return new URL(value, SITE).origin === SITE
  } catch {
    return false
  }
}

/**
 * Whether a picture's URL as stored (`/demo/a.jpg`, a Cloud Storage https URL) is one the site
 * shows: in a picture folder of public/ or on a Cloud Storage host.
 * @param {string} value
 * @returns {boolean}
 */
export function isAllowedPicture(value) {
  if (isSitePath(value)) {
    const { pathname } = new URL(value, SITE)
    return IMAGE_FOLDERS.some((folder) => pathname.startsWith(folder))
  }
  try {
    return isAllowedImageUrl(new URL(value))
  } catch {
    return false
  }
}
