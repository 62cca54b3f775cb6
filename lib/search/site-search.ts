import 'server-only'
import { processSlot } from '@/lib/process-state.mjs'
import { getSearchVersion, searchDocuments } from './documents'
import { buildIndex, searchSite, type SearchResults, type SiteIndex } from './search-index'
import { suggestQueries } from './suggest'

/** The most hits the results page lists. */
export const MAX_HITS = 40

interface HeldIndex {
  /** The version of the documents it was built from. */
  version: string
  /** The version a query asked for when it was built, when the documents were one behind. */
  asked: string
  site: Promise<SiteIndex>
}

/** The one search index the process keeps, whatever strangers search for. */
const held = () => processSlot<{ searchIndex?: HeldIndex }>('searchIndex', () => ({}))

/**
 * The published documents that match a (normalised) query, ranked, and for none the nearest
 * queries that find some. No Firestore read per query: the index is built once per version of
 * the published documents, and the process holds one index only, whatever strangers search for.
 */
export async function searchPublished(
  query: string,
  now: Date,
): Promise<SearchResults & { suggestions: string[] }> {
  const site = await indexOf(await getSearchVersion())
  const results = searchSite(site, query, now, MAX_HITS)
  return { ...results, suggestions: results.total ? [] : suggestQueries(site, query, now) }
}

/** The index of this version, built (once, however many queries wait for it) when it is new. */
function indexOf(version: string): Promise<SiteIndex> {
  const current = held().searchIndex
  if (current && (current.version === version || current.asked === version)) return current.site
  const building: HeldIndex = { version, asked: version, site: build(version) }
  held().searchIndex = building
  building.site.catch(() => {
    if (held().searchIndex === building) held().searchIndex = current
  })
  return building.site
}

async function build(asked: string): Promise<SiteIndex> {
  const { version, documents } = await searchDocuments()
  const started = performance.now()
  const heapBefore = process.memoryUsage().heapUsed
  const site = buildIndex(documents)
  const entry = held().searchIndex
  if (entry?.asked === asked) entry.version = version
  const heap = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20
  console.log(
    `[search] index ${version}: ${documents.length} documents in ` +
      `${Math.round(performance.now() - started)} ms, heap +${heap.toFixed(1)} MB`,
  )
  return site
}
