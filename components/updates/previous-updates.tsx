import type { UpdatesPage } from '@/lib/updates/queries'
import { UpdateCard } from './update-card'
import { UpdatesPagination } from './updates-pagination'

/** The 'Previous' grid: one page of published updates, newest first, with page links. */
export function PreviousUpdates({ page }: { page: UpdatesPage }) {
  return (
    <section className="section" aria-labelledby="previous-heading">
      <h2 id="previous-heading">Previous</h2>
      {page.updates.length ? (
        <ul className="card-grid" data-testid="previous-updates">
          {page.updates.map((update) => (
            <li key={update.id}>
              <UpdateCard update={update} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">No news yet. Check back soon.</p>
      )}
      <UpdatesPagination current={page.page} count={page.pageCount} />
    </section>
  )
}
