import type { MetadataRoute } from 'next'
import { entrySpans } from '@/lib/events/occurrences'
import { getDictionaryLetters } from '@/lib/dictionary/queries'
import { getQuestionCategories } from '@/lib/questions/queries'
import { getPublicEntries } from '@/lib/content/published-entries'
import { getEventCategories } from '@/lib/events/categories'
import { filterPath } from '@/lib/events/facts'
import { eventFilters } from '@/lib/events/filters'
import { dictionaryPath, documentPath, eventsCategoryPath, questionsPath } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/site/config'
import { getVenues } from '@/lib/venues/queries'
import { venuePath } from '@/lib/venues/display'
import {
  monthPath,
  monthsWithEvents,
  NEXT_7_DAYS_PATH,
  THIS_WEEKEND_PATH,
} from '@/lib/events/by-date'

const STATIC_PATHS = [
  '/',
  '/events',
  THIS_WEEKEND_PATH,
  NEXT_7_DAYS_PATH,
  '/updates',
  '/fyi',
  '/about',
  '/contact',
  '/get-involved',
  '/creative-communities-awards',
  '/terms',
  '/opportunities',
  '/content',
  '/venues',
]

/** Every public page, so search engines find each event and update. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [events, updates, letters, categories, eventCategories, venues] = await Promise.all([
    getPublicEntries('events'),
    getPublicEntries('updates'),
    getDictionaryLetters(),
    getQuestionCategories(),
    getEventCategories(),
    getVenues(),
  ])
  return [
    ...STATIC_PATHS.map((path) => ({ url: absoluteUrl(path) })),
    // The same index the proxy and the pages ask, so every URL listed is a canonical one;
    // lastmod is each document's real last change.
    ...events.map(({ id, slug: titleSlug, updated }) => ({
      url: absoluteUrl(documentPath('events', { titleSlug, id })),
      lastModified: updated,
    })),
    ...updates.map(({ id, slug: titleSlug, updated }) => ({
      url: absoluteUrl(documentPath('updates', { titleSlug, id })),
      lastModified: updated,
    })),
    ...letters.map((l) => ({ url: absoluteUrl(dictionaryPath(l)) })),
    ...categories.map((c) => ({ url: absoluteUrl(questionsPath(c)) })),
    ...eventCategories.map((c) => ({ url: absoluteUrl(eventsCategoryPath(c)) })),
    // One page per filter; their combinations (/events/filter/…) are left out: they only
    // narrow these pages, and listing hundreds of near-duplicates would dilute the crawl.
    ...eventFilters(events).map((slug) => ({ url: absoluteUrl(filterPath(slug)) })),
    ...venues.map((venue) => ({
      url: absoluteUrl(venuePath(venue)),
      lastModified: venue.updatedAt,
    })),
    // The months the proxy renders: the same index, the same rule.
    ...monthsWithEvents(events.flatMap(entrySpans)).map((m) => ({
      url: absoluteUrl(monthPath(m)),
    })),
  ]
}
