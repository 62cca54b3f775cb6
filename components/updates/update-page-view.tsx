import type { UpdatesPage } from '@/lib/data/updates'
import type { Update } from '@/lib/content/updates'
import { PreviousUpdates } from './previous-updates'
import { UpdateArticle } from './update-article'
import { UpdateJsonLd } from './update-json-ld'

/** An update's own page: the update in full, then the first page of the 'Previous' grid. */
export function UpdatePageView({ update, previous }: { update: Update; previous: UpdatesPage }) {
  return (
    <div className="page">
      <UpdateJsonLd update={update} />
      <UpdateArticle update={update} headingLevel={1} />
      <PreviousUpdates page={previous} />
    </div>
  )
}
