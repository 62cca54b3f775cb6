import type { Metadata } from 'next'
import { PreviousUpdates } from '@/components/updates/previous-updates'
import { UpdateArticle } from '@/components/updates/update-article'
import { getLatestUpdate, getUpdatesPage } from '@/lib/updates/queries'
import { pageAlternates } from '@/lib/site/metadata'
import { thisLondonYear } from '@/lib/site/this-year'
import { UPDATES_PAGE_SIZE } from '@/lib/updates/pagination'

export const metadata: Metadata = {
  title: 'News',
  description:
    'News from Creative Communities: awards, opportunities and stories from our communities.',
  alternates: pageAlternates('/updates'),
}

/** The latest published update in full, then the first page of the ones before it. */
export default async function UpdatesIndexPage() {
  const [latest, previous, thisYear] = await Promise.all([
    getLatestUpdate(),
    getUpdatesPage(1, UPDATES_PAGE_SIZE),
    thisLondonYear(),
  ])
  return (
    <div className="page">
      <h1>News</h1>
      {latest ? (
        <UpdateArticle update={latest} headingLevel={2} thisYear={thisYear} />
      ) : (
        <p className="empty-state">No news yet. Check back soon.</p>
      )}
      {latest && (
        <PreviousUpdates
          page={previous}
          shown={latest.id}
          description="Earlier news from the programme, the newest first."
          thisYear={thisYear}
        />
      )}
    </div>
  )
}
