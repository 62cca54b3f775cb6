// @ts-check
// .mjs: imported by the cache handlers, which Next's server loads as they are (no TypeScript).
// When each page's render began, as a page cache sees it, so that a render an edit overtook is
// not kept (./file-system.mjs, ./pages.mjs): the cache stamps a page when it is stored, and a
// render that began before a save and ended after it would pass for newer than the save.
// A render begins at a lookup of the page: one that finds nothing starts one then (an earlier
// one that failed is over); one that finds the page may start a background render, so the
// first such lookup since the page was stored counts. Bounded by the number of pages.

/**
 * @param {() => number} clock the clock the cache's tag records are kept by (ms)
 */
export function renderStarts(clock) {
  /** @type {Map<string, number>} */
  const started = new Map()
  return {
    /** Notes a lookup of `key`; `found` says whether the page was there. */
    lookedUp(/** @type {string} */ key, /** @type {boolean} */ found) {
      if (!found || !started.has(key)) started.set(key, clock())
    },
    /** When the render of the page now being stored began, if a lookup saw it; forgotten. */
    take(/** @type {string} */ key) {
      const at = started.get(key)
      started.delete(key)
      return at
    },
  }
}
