import type { UpdatesPage } from '@/lib/updates/queries'
import { UpdateCardGrid } from './update-card'
import { Pagination } from '@/components/ui/pagination'
import { updatesPageHref } from '@/lib/updates/pagination'

/**
 * A grid of one page of published updates, newest first, with page links. The update shown
 * above it (`shown`, its id) is left out, as an event page leaves out its own event; the
 * heading says what the grid then holds.
 */
export function PreviousUpdates({
  page,
  shown,
  heading = 'Previous',
  description,
  thisYear,
}: {
  page: UpdatesPage
  shown?: string
  heading?: string
  description: string
  thisYear: number
}) {
  const updates = page.updates.filter((update) => update.id !== shown)
  return (
    <section className="section" aria-labelledby="previous-heading">
      <h2 id="previous-heading">{heading}</h2>
      <p className="section__intro">{description}</p>
      {updates.length ? (
        <UpdateCardGrid updates={updates} thisYear={thisYear} testId="previous-updates" />
      ) : (
        <p className="empty-state">No other news yet. Check back soon.</p>
      )}
      <Pagination
        current={page.page}
        count={page.pageCount}
        href={updatesPageHref}
        label="Pages of news"
        items="news"
      />
    </section>
  )
}
