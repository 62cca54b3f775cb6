import type { MetadataRoute } from 'next'
import { getDictionaryLetters } from '@/lib/dictionary/queries'
import { getQuestionCategories } from '@/lib/questions/queries'
import { getPublishedEvents } from '@/lib/events/queries'
import { getUpdateLinks } from '@/lib/updates/queries'
import { dictionaryPath, eventPath, questionsPath, updatePath } from '@/lib/site/routes'
import { absoluteUrl } from '@/lib/site/config'

const STATIC_PATHS = [
  '/',
  '/events',
  '/updates',
  '/fyi',
  '/about',
  '/contact',
  '/get-involved',
  '/creative-communities-awards',
  '/terms',
  '/opportunities',
  '/content',
]

/** Every public page, so search engines find each event and update. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [events, updates, letters, categories] = await Promise.all([
    getPublishedEvents(),
    getUpdateLinks(),
    getDictionaryLetters(),
    getQuestionCategories(),
  ])
  return [
    ...STATIC_PATHS.map((path) => ({ url: absoluteUrl(path) })),
    // lastmod is each document's last change in Firestore, so an edit is recrawled.
    ...events.map((e) => ({ url: absoluteUrl(eventPath(e)), lastModified: e.updatedAt })),
    ...updates.map((u) => ({ url: absoluteUrl(updatePath(u)), lastModified: u.updatedAt })),
    ...letters.map((l) => ({ url: absoluteUrl(dictionaryPath(l)) })),
    ...categories.map((c) => ({ url: absoluteUrl(questionsPath(c)) })),
  ]
}
