import type { Metadata } from 'next'
import Link from 'next/link'
import { UpdateCard } from '@/components/updates/update-card'
import { pageAlternates } from '@/lib/site/metadata'
import { thisLondonYear } from '@/lib/site/this-year'
import { getUpdatesInCategory, OPPORTUNITIES_CATEGORY } from '@/lib/updates/queries'

export const metadata: Metadata = {
  title: 'Opportunities',
  description:
    'Open calls, awards, volunteering and other ways to take part in Creative Communities.',
  alternates: pageAlternates('/opportunities'),
}

/** How many opportunities the page lists; older ones stay in the news archive. */
const LISTED = 24

/** The news items in the 'Opportunities' category, newest first, and the standing ways in. */
export default async function OpportunitiesPage() {
  const [opportunities, thisYear] = await Promise.all([
    getUpdatesInCategory(OPPORTUNITIES_CATEGORY, LISTED),
    thisLondonYear(),
  ])
  return (
    <div className="page">
      <h1>Opportunities</h1>
      <p className="lede">
        Open calls for artists and groups, surveys and workshops: the latest news of ways to take
        part, newest first.
      </p>
      <section className="section" aria-labelledby="open-calls-heading">
        <h2 id="open-calls-heading">Latest opportunities</h2>
        {opportunities.length ? (
          <ul className="card-grid" data-testid="opportunities">
            {opportunities.map((update) => (
              <li key={update.id}>
                <UpdateCard update={update} thisYear={thisYear} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">
            There are no open calls listed here at the moment. New ones are announced in our{' '}
            <Link href="/updates">news</Link> first.
          </p>
        )}
      </section>
      <section className="section prose" aria-labelledby="always-open-heading">
        <h2 id="always-open-heading">Always open</h2>
        <ul className="link-list">
          <li>
            <Link href="/get-involved">Become a Cultural Collaborator</Link>: a volunteer role, with
            expenses reimbursed.
          </li>
          <li>
            <Link href="/creative-communities-awards">Creative Community Awards</Link>: funding for
            community groups and artists, in rounds announced in our news.
          </li>
        </ul>
      </section>
    </div>
  )
}
