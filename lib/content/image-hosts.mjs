// @ts-check
// .mjs: next.config.mjs imports it (for the image optimiser), through no TypeScript step.
// Where images may come from: two folders of public/, the demo's and the tests' uploads
// (/uploads/, served only when LOCAL_UPLOADS_DIR is set) and the project's own Cloud Storage
// bucket.
// next.config.mjs gives these to the image optimiser, which answers 400 for anything else,
// and the content schemas accept image URLs only there, so an image that passes validation
// is one the site can actually serve.
//
// The optimiser keeps one resized copy per address as it is written in its `url` parameter:
// every other spelling of a picture (a query string, a fragment, an escape, a dot segment)
// would be fetched, decoded, resized and stored again. Local pictures and public objects are
// given to it without a query string; what its patterns cannot say (a download URL's token
// varies, and it ignores fragments and escapes), isCanonicalPictureUrl does, in proxy.ts.

/** The folders of public/ that hold pictures. */
const IMAGE_FOLDERS = ['/demo/', '/images/', '/uploads/']

/** @type {{ pathname: string, search: '' }[]} */
export const IMAGE_LOCAL_PATTERNS = IMAGE_FOLDERS.map((folder) => ({
  pathname: `${folder}**`,
  search: '',
}))

/**
 * The project's own Cloud Storage bucket, where the admin area stores uploaded pictures
 * (lib/admin/media/pictures/store.ts): FIREBASE_STORAGE_BUCKET, or the project's default bucket.
 * Pictures from any other bucket are refused, so no one can embed a tracking pixel from theirs.
 * next.config.mjs passes the value into the bundles as PICTURE_BUCKET.
 */
export const PICTURE_BUCKET =
  process.env.PICTURE_BUCKET ||
  process.env.FIREBASE_STORAGE_BUCKET ||
  `${process.env.FIREBASE_PROJECT_ID || process.env.GCLOUD_PROJECT || 'demo-creative-communities'}.firebasestorage.app`

/** @type {{ protocol: 'https', hostname: string, pathname: string, search?: '' }[]} */
export const IMAGE_REMOTE_PATTERNS = [
  // The URLs the admin area stores: ?alt=media&token=…, a token of each object's own, which
  // a pattern cannot name (its `search` is one literal string for every picture).
  {
    protocol: 'https',
    hostname: 'firebasestorage.googleapis.com',
    pathname: `/v0/b/${PICTURE_BUCKET}/o/**`,
  },
  // Public objects' URLs, which have no query string.
  {
    protocol: 'https',
    hostname: 'storage.googleapis.com',
    pathname: `/${PICTURE_BUCKET}/**`,
    search: '',
  },
]

/**
 * Whether next/image may load `url` (an absolute URL) under IMAGE_REMOTE_PATTERNS, whatever
 * its query string (the crops and the award documents fetch such URLs themselves).
 * @param {URL} url
 * @returns {boolean}
 */
export function isAllowedImageUrl(url) {
  return IMAGE_REMOTE_PATTERNS.some(
    ({ protocol, hostname, pathname }) =>
      url.protocol === `${protocol}:` &&
      url.hostname === hostname &&
      !url.username &&
      !url.password &&
      !url.port &&
      url.pathname.startsWith(pathname.slice(0, -'**'.length)),
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

/** A download token as Firebase and the admin area (lib/admin/media/pictures/store.ts) write it. */
const DOWNLOAD_SEARCH =
  /^\?alt=media&token=[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/

/**
 * Whether a segment of a path is written the one way encodeURIComponent writes it: not empty,
 * '.' or '..', nothing escaped that need not be, escapes in capitals.
 * @param {string} segment
 * @returns {boolean}
 */
function isCanonicalSegment(segment) {
  if (!segment || segment === '.' || segment === '..') return false
  try {
    return encodeURIComponent(decodeURIComponent(segment)) === segment
  } catch {
    return false
  }
}

/**
 * Whether `url`, the picture a request to the image optimiser names (its `url` parameter,
 * decoded), is one the site shows, written the one way the site writes it: a picture folder's
 * file with no query string or fragment and no needless escape or dot segment; a Cloud Storage
 * download URL whose query is `?alt=media&token=` and a token, nothing else; a public object's
 * URL with no query string. So each picture has one address, and the optimiser at most one
 * copy per width, quality and format of it (next.config.mjs). A download URL with another
 * token is a new address, but Cloud Storage refuses it, so nothing is decoded.
 * @param {string} url
 * @returns {boolean}
 */
export function isCanonicalPictureUrl(url) {
  if (isSitePath(url)) {
    if (!IMAGE_FOLDERS.some((folder) => url.startsWith(folder))) return false
    return url
      .slice(1)
      .split('/')
      .every((segment) => isCanonicalSegment(segment) && !segment.includes('%2F'))
  }
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.href !== url || url.includes('#') || !isAllowedImageUrl(parsed)) return false
  if (!parsed.pathname.slice(1).split('/').every(isCanonicalSegment)) return false
  if (parsed.hostname === 'firebasestorage.googleapis.com') {
    return DOWNLOAD_SEARCH.test(parsed.search) && parsed.pathname.split('/').length === 6
  }
  return !url.includes('?')
}

/**
 * Whether a picture's URL as stored (`/demo/a.jpg`, a Cloud Storage https URL) is one the site
 * shows: in a picture folder of public/ or in the project's own bucket.
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
