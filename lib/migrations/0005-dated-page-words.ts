import words from './0005-dated-page-words.json'
import { documentsOf, type Migration } from './migration'

/** The pages whose default words changed in 0.2.0, as 0.1.0 showed them from code. */
const OLD_PAGES: Readonly<Record<string, Record<string, unknown>>> = words

/**
 * A page never saved in the admin shows the defaults in code (lib/pages/defaults.mjs). 0.2.0
 * drops the dated "funding to March 2026" from the About and awards defaults, so a programme
 * whose pages are still the old defaults keeps its words as a stored page, for its editors to
 * change; a page already saved is theirs and is left alone.
 */
export const datedPageWords: Migration = {
  id: '0005-dated-page-words',
  summary: 'About and awards pages still on 0.1.0’s default words keep them as stored pages',
  reads: ['pages'],
  plan(collections) {
    const stored = new Set(documentsOf(collections, 'pages').map((doc) => doc.id))
    const ids = Object.keys(OLD_PAGES)
    return {
      writes: ids
        .filter((id) => !stored.has(id))
        .map((id) => ({
          collection: 'pages',
          id,
          before: null,
          after: structuredClone(OLD_PAGES[id]!),
          why: `the words 0.1.0 showed on the ${id} page, which date the programme's funding to March 2026`,
        })),
      notes: ids.map((id) =>
        stored.has(id)
          ? `pages/${id} was saved in the admin: its words are left as they are`
          : `pages/${id} keeps 0.1.0's words, which say the funding runs to March 2026: check them in the admin (Site pages)`,
      ),
    }
  },
}
