import type { UpdatesPage } from '@/lib/updates/queries'
import type { Update } from '@/lib/updates/schema'
import { PreviousUpdates } from './previous-updates'
import { UpdateArticle } from './update-article'
import { BreadcrumbJsonLd, JsonLd } from '@/components/ui/json-ld'
import { newsArticleJsonLd } from '@/lib/updates/structured-data'
import { updatePath } from '@/lib/site/routes'

/** An update's own page: the update in full, then the first page of the 'Previous' grid. */
export function UpdatePageView({
  update,
  previous,
  thisYear,
}: {
  update: Update
  previous: UpdatesPage
  thisYear: number
}) {
  return (
    <div className="page">
      <JsonLd data={newsArticleJsonLd(update)} />
      <BreadcrumbJsonLd
        section={{ name: 'News', path: '/updates' }}
        page={{ name: update.title, path: updatePath(update) }}
      />
      <UpdateArticle update={update} headingLevel={1} thisYear={thisYear} />
      {/* Newer updates too, so not 'Previous'. */}
      <PreviousUpdates
        page={previous}
        shown={update.id}
        heading="More news"
        description="Other news from the programme, the newest first."
        thisYear={thisYear}
      />
    </div>
  )
}
