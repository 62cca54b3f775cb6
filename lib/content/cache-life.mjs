// @ts-check
// .mjs: next.config.mjs and the page cache handler (lib/cache-handlers/pages.mjs) import it.
// The lifetimes of the 'content' cache profile, here so that next.config.mjs (which defines
// the profile) and the showcase (which shortens it to the next event's start or end) agree.

/**
 * The regeneration interval in seconds (CONTENT_REVALIDATE_SECONDS, default 60; next.config.mjs
 * refuses a bad value when the site builds and starts).
 * @returns {number}
 */
export function contentRevalidateSeconds() {
  const value = Number(process.env.CONTENT_REVALIDATE_SECONDS)
  return Number.isInteger(value) && value > 0 ? value : 60
}

/** How long the site keeps a page or a read it has not renewed: a year. */
export const KEEP_SECONDS = 365 * 24 * 3600

/**
 * @param {number} revalidate seconds
 * @returns {{ stale: number, revalidate: number, expire: number }}
 */
export function contentLifetime(revalidate) {
  return {
    // The browser's router keeps a page at least this long (Next's floor is 30 s).
    stale: Math.max(30, revalidate),
    revalidate,
    // A year: an entry past its interval is served (stale) while a fresh one renders, and
    // only an expired one makes a visitor wait for Firestore. So while Firestore cannot be
    // reached, the last good page stays up whatever its age. (Next also needs five minutes at
    // least for the reads to stay in the prerendered HTML.)
    expire: KEEP_SECONDS,
  }
}

/**
 * How long a CDN or the caching proxy in front may serve a page before asking the site again:
 * a few seconds, so an event that starts or ends, or a published edit, shows there within
 * seconds too. The site answers those questions from its own cache, so they cost little.
 */
export const EDGE_SECONDS = 2

/**
 * The Cache-Control of every public page (next.config.mjs): shared caches may keep it, serve
 * it EDGE_SECONDS, then serve it stale while they fetch it again, for as long as the site
 * itself keeps an entry.
 * @param {number} revalidate the regeneration interval in seconds
 * @returns {string}
 */
export function publicCacheControl(revalidate) {
  return `public, s-maxage=${EDGE_SECONDS}, stale-while-revalidate=${contentLifetime(revalidate).expire}`
}

/**
 * The Cache-Control of a search results page: a CDN may answer the same query for 30 s (a
 * popular one costs the site one render per 30 s), then asks again. Nothing stale after that:
 * each query is its own entry, and there is no page to keep through an outage.
 */
export const SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=30'
