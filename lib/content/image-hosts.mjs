// Where images may come from: two folders of public/, the demo's and the tests' uploads
// (/uploads/, served only when LOCAL_UPLOADS_DIR is set) and the project's own Cloud Storage
// bucket.
// next.config.mjs gives these to the image optimiser, which answers 400 for anything else,
// and the content schemas accept image URLs only there, so an image that passes validation
// is one the site can actually serve.

/** The folders of public/ that hold pictures. */
const IMAGE_FOLDERS = ['/demo/', '/images/', '/uploads/']

/** @type {{ pathname: string }[]} */
export const IMAGE_LOCAL_PATTERNS = IMAGE_FOLDERS.map((folder) => ({ pathname: `${folder}**` }))

/**
 * The project's own Cloud Storage bucket, where the admin area stores uploaded pictures
 * (lib/admin/pictures/store.ts): FIREBASE_STORAGE_BUCKET, or the project's default bucket.
 * Pictures from any other bucket are refused, so no one can embed a tracking pixel from theirs.
 * next.config.mjs passes the value into the bundles as PICTURE_BUCKET.
 */
export const PICTURE_BUCKET =
  process.env.PICTURE_BUCKET ||
  process.env.FIREBASE_STORAGE_BUCKET ||
  `${process.env.FIREBASE_PROJECT_ID || process.env.GCLOUD_PROJECT || 'demo-creative-communities'}.firebasestorage.app`

/** @type {{ protocol: 'https', hostname: string, pathname: string }[]} */
export const IMAGE_REMOTE_PATTERNS = [
  // The URLs the admin area stores (with a download token) and public objects' URLs.
  {
    protocol: 'https',
    hostname: 'firebasestorage.googleapis.com',
    pathname: `/v0/b/${PICTURE_BUCKET}/o/**`,
  },
  { protocol: 'https', hostname: 'storage.googleapis.com', pathname: `/${PICTURE_BUCKET}/**` },
]

/**
 * Whether next/image may load `url` (an absolute URL) under IMAGE_REMOTE_PATTERNS.
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
