import { queryTerms, searchSite, type SiteIndex } from './search-index'

/** The most "did you mean" queries offered. */
const MAX_SUGGESTIONS = 3

/**
 * For a query that found nothing: up to three queries that find something, each the query with
 * its unknown words (the index has no such word) replaced by the nearest words the index
 * holds, the nearest first and, as near, the commonest. The search itself already forgives one
 * letter in five, so these are the words two or three letters away ("cielidh": "ceilidh").
 */
export function suggestQueries(site: SiteIndex, query: string, now: Date): string[] {
  const words = queryTerms(query)
  const choices = words.map((word) => (known(site, word) ? [word] : nearest(site, word)))
  // The first unknown word varies; every other unknown word takes its nearest.
  const varying = words.findIndex((word, i) => choices[i]![0] !== word)
  if (varying < 0 || choices.some((options) => !options.length)) return []
  return choices[varying]!.map((option) =>
    choices.map((options, i) => (i === varying ? option : options[0])).join(' '),
  )
    .filter((text) => finds(site, text, now))
    .slice(0, MAX_SUGGESTIONS)
}

/** Whether the index holds the word, or (from 3 letters) a word it begins. */
function known(site: SiteIndex, word: string): boolean {
  if (site.vocabulary.has(word)) return true
  return word.length >= 3 && site.vocabulary.atPrefix(word).size > 0
}

/** The index's words nearest a word of 4 letters or more, at most 2 letters away (3 from 8). */
function nearest(site: SiteIndex, word: string): string[] {
  if (word.length < 4) return []
  const distance = word.length >= 8 ? 3 : 2
  const found = [...site.vocabulary.fuzzyGet(word, distance)]
  return found
    .sort(([a, [countA, da]], [b, [countB, db]]) => da - db || countB - countA || (a < b ? -1 : 1))
    .slice(0, MAX_SUGGESTIONS)
    .map(([candidate]) => candidate)
}

const finds = (site: SiteIndex, text: string, now: Date) => searchSite(site, text, now, 1).total > 0
