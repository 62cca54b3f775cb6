// @ts-check
// .mjs: imported by the Redis client of the cache handlers, which Next's server loads as they are.
// State one server process shares between Next's bundles: the pages, the route handlers, the
// proxy and the cache handlers each get their own copy of a module, so a plain module-level
// variable would be one per bundle. This module keeps each piece in one slot of the process,
// under a registered symbol, and is the only place that does.

/** @typedef {import('./content/live-index').LiveSource} LiveSource */
/** @typedef {import('./content/live-index').Listened} Listened */

/**
 * @typedef {object} ProcessState
 * @property {WeakSet<object>} firestoreConfigured Firestore instances already given settings
 * @property {import('./firebase/read-health').ReadHealth | undefined} readHealth
 * @property {Set<string>} contentProblemsReported problems logged once per document version
 * @property {Array<import('./cache-handlers/shared-cache-health').ClientState>} sharedCacheStates
 * @property {Map<LiveSource, Listened>} liveIndexes the published indexes, by collection
 * @property {Map<string, unknown>} searchDocuments the search's documents, reused while unchanged
 * @property {unknown} searchIndex the one search index the process keeps (lib/search/site-search.ts)
 * @property {Buffer | undefined} previewKey previews' signing key when PREVIEW_SECRET is unset
 */

const SLOT = Symbol.for('creative-communities.process-state')

/** @returns {ProcessState} */
function create() {
  return {
    firestoreConfigured: new WeakSet(),
    readHealth: undefined,
    contentProblemsReported: new Set(),
    sharedCacheStates: [],
    liveIndexes: new Map(),
    searchDocuments: new Map(),
    searchIndex: undefined,
    previewKey: undefined,
  }
}

/** This process's shared state, made on first use. */
export function processState() {
  const holder = /** @type {{ [SLOT]?: ProcessState }} */ (globalThis)
  return (holder[SLOT] ??= create())
}
